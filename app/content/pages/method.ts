import type { MethodStep } from './types.ts'

/**
 * The REACH method, Brandline's five-step framework. Each step has two readings:
 * what you build (name) and what you do at that stage (alternateName).
 */
export const reachMethod: MethodStep[] = [
	{
		letter: 'R',
		name: 'Relationship',
		alternateName: 'Recognize',
		description:
			'Recognize who you already serve and what you are trusted for, then invest in those relationships before chasing new attention. A personal brand starts with the people who would vouch for you today.',
	},
	{
		letter: 'E',
		name: 'Engagement',
		alternateName: 'Establish',
		description:
			'Establish a clear point of view and a steady rhythm of showing up in conversations your peers already have. Consistent, thoughtful engagement is what turns familiarity into credibility.',
	},
	{
		letter: 'A',
		name: 'Audience',
		alternateName: 'Amplify',
		description:
			'Amplify what is working to reach the audience beyond your network, through platforms, partners, interviews and speaking. Grow deliberately, measuring who you reach rather than how many.',
	},
	{
		letter: 'C',
		name: 'Content',
		alternateName: 'Connect',
		description:
			'Create content that connects your experience to the problems your audience actually has. Useful, specific pieces give people a reason to follow you and to reach out.',
	},
	{
		letter: 'H',
		name: 'Holistic',
		alternateName: 'Harvest',
		description:
			'Harvest the results, from opportunities and partnerships to hires and sales, and review your brand as a whole so that what you say online matches how you lead offline. Then return to the first step with what you have learned.',
	},
]
