import type { LegalPage } from './types.ts'

/** The privacy policy: what Brandline collects, why, and the reader's choices. */
export const privacyPolicy: LegalPage = {
	title: 'Privacy Policy',
	effectiveDate: 'August 24, 2025',
	intro: [
		'This policy explains what personal information Brandline collects when you read the magazine, subscribe to the newsletter, download a guide or submit a guest post, what we do with it, and the choices you have. We have tried to write it in plain English and to describe only what the site actually does.',
		'Brandline is the magazine published alongside the TV show Leading Voices. Where this policy says “we”, “us” or “Brandline”, it means the publisher of the magazine. If you have a question that this page does not answer, write to [editor@brandline.example](mailto:editor@brandline.example).',
	].join('\n\n'),
	sections: [
		{
			heading: 'Information we collect',
			body: [
				'You can read every article without an account. We collect personal information only in the following situations:',
				'- **Newsletter sign-up.** Your email address, the date and the form on which you subscribed, when you confirmed it and, if you leave, when you unsubscribed. If you use the preferences page linked from every newsletter, we also keep what you chose there: which e-mails you want, the sections you picked, the date a pause ends, and when you last changed them. For each newsletter we send we record whether the message to you was accepted by your mail server and, for a digest, which of its stories it held, so that a later digest does not send you the same story again (kept 30 days), and if your mail server refuses it for good we stop sending and keep its reason.',
				'- **How a newsletter did.** Links in our newsletters pass through our own site (an address starting with /r/) so that we can count, for each newsletter, how many times each link was clicked. That count is a total: the link is the same for every reader, and we do not record who clicked what (no per-person click history). Clicks by bots and link scanners, and by browsers that send Do Not Track or Global Privacy Control, are not counted. We also count how many readers unsubscribed or changed their preferences from the links of each newsletter; to count each reader once, we keep a note of that for 30 days. We do not track whether you open a newsletter: there is no tracking pixel in it.',
				"- **Our own statistics (Insights).** The editors see daily totals only: sign-ups per form, confirmations, unsubscribes, shares per platform, views and engaged reads per article, the websites readers arrived from (the site's name only, never the full address), and promotion impressions and clicks. These totals contain no email address or anything else that identifies you.",
				'- **Free PDF guide.** When you request “5 CEO personal branding mistakes”, we collect the email address you give us so we can send the guide.',
				'- **Guest-post submissions.** Your name, email address, company, social media handle, short bio, the text of your article and any images you upload.',
				"- **Share analytics.** When you use a share button, we record which article was shared, the platform you chose (for example LinkedIn or email), your browser's user agent and the referring page. If your browser sends Do Not Track or Global Privacy Control, we count the share without the user agent or referring page.",
				'- **Page-view analytics.** When you read an article, we count one view per article per half hour. To avoid counting a reload twice without using a cookie, we keep a one-way fingerprint of your IP address and user agent, made with a key that changes every day, for 30 minutes; then it is deleted. We add the website you came from (its name only) and, if you stay longer than 30 seconds, the time you spent. If your browser sends Do Not Track or Global Privacy Control, we count nothing at all.',
				'- **Emails you send us.** If you write to the editorial team, we keep the message and your contact details so we can reply.',
				'We do not ask for payment details, and we do not knowingly collect information from children under 16.',
			].join('\n\n'),
		},
		{
			heading: 'How we use your information',
			body: [
				'We use the information above for these purposes, and not for others without telling you first:',
				'- To send the newsletter you asked for and the guide you requested. Where the law requires it, your consent is the legal basis, and you can withdraw it at any time.',
				'- To review guest-post submissions, contact you about them and, if your piece is published, credit you with your name, company, bio and handle as you provided them.',
				'- To understand which articles readers find useful and how they are shared, so we can decide what to commission and improve the site. This is our legitimate interest in running the magazine, and we look at it in aggregate rather than to profile individual readers.',
				'- To keep the site secure, prevent abuse of our forms and comply with our legal obligations.',
				'We do not sell your personal information, and we do not share it for cross-context behavioural advertising in exchange for money or other benefit.',
			].join('\n\n'),
		},
		{
			heading: 'Cookies and analytics',
			body: [
				'Brandline itself sets very few cookies:',
				'- **An administrator session cookie.** This is strictly necessary and is only set when a member of our editorial team signs in to manage the site. Readers never receive it.',
				'- **A short-lived notification cookie.** This carries a one-time message, such as confirming that your newsletter sign-up or guest-post submission went through, and expires once it has been shown.',
				'Our own page-view and share analytics are recorded on our servers and do not rely on advertising cookies. We may also load analytics or advertising scripts from third parties, which can set their own cookies or similar technologies; section 4 explains these. You can block or delete cookies in your browser settings. Blocking them will not stop you reading the magazine.',
			].join('\n\n'),
		},
		{
			heading: 'Third-party services and embeds',
			body: [
				'Some parts of the site are provided by other companies, which receive information directly from your browser when that content loads:',
				"- **YouTube videos.** We embed videos, including episodes and clips of Leading Voices, using YouTube's privacy-enhanced mode (youtube-nocookie.com). In that mode, YouTube says it does not store information about your visit to personalise your viewing until you play the video. Once you press play, Google's own privacy policy applies.",
				"- **The Game of Influence.** Our own [game](/game-of-influence) stores nothing: your answers travel only in the page's address, and a result is shared only if you share its link. Where we show an edition provided by a game partner instead, it opens in a frame on our page; the partner then receives your IP address and browser details when the frame loads, and handles your answers under its own privacy terms. You do not need an account to play.",
				'- **Analytics and advertising partners.** If we load third-party analytics or advertising scripts, those providers may collect device and usage information and set cookies. We choose providers who offer ways to limit that collection, and where the law requires your consent we will ask for it before such scripts run.',
				'- **Service providers.** Companies that host the site and send our emails process personal information on our behalf, under contracts that limit them to doing so on our instructions.',
			].join('\n\n'),
		},
		{
			heading: 'Sharing and disclosure',
			body: [
				'We share personal information only in these cases:',
				'- With the service providers described above, to the extent they need it to do their work for us.',
				'- When you submit a guest post that we publish: the credit details you supplied (name, company, bio and social handle) appear publicly with your article. Your email address is never published.',
				'- If the law requires it, or to protect the rights, safety or property of our readers, contributors or ourselves.',
				"- If the magazine or the publisher's business is reorganised, merged or sold, in which case the new owner would be bound by the commitments in this policy.",
				'Some of our providers may process data outside the country where you live, including outside the UK and the European Economic Area. Where that happens, we rely on recognised safeguards such as standard contractual clauses.',
			].join('\n\n'),
		},
		{
			heading: 'Retention and security',
			body: [
				'We keep personal information only for as long as we need it:',
				'- Newsletter and guide email addresses: until you unsubscribe, after which we keep only a record that you opted out, so we do not email you again by mistake.',
				'- Guest-post submissions we do not publish: up to 12 months after our decision, then deleted. Published pieces and their credits remain with the article for as long as it is online.',
				'- Share records: 95 days, after which only daily totals remain. Page-view fingerprints: 30 minutes. Daily totals per article and promotion: 400 days.',
				'We protect information with measures suited to a publication of our size, including encrypted connections (HTTPS), restricted administrative access with hashed passwords, and security headers that limit which outside content the site can load. No system is perfectly secure, and if a breach affects your information we will tell you and the relevant authorities where the law requires it.',
			].join('\n\n'),
		},
		{
			heading: 'Your rights and choices',
			body: [
				"- **Unsubscribing and your preferences.** Every newsletter includes an unsubscribe link that works in one click (and your mail app's own unsubscribe button works too), and a link to your preferences, where you can choose which e-mails and sections you receive, pause everything for a month, or leave. You can also email us and we will remove you.",
				'- **Access and correction.** You can ask for a copy of the personal information we hold about you and ask us to correct anything that is wrong.',
				'- **Deletion.** You can ask us to delete your information, including a guest-post submission or an email address used for the guide. Send your request to [editor@brandline.example](mailto:editor@brandline.example) from the address concerned, or tell us how else we can confirm it is you.',
				'- **Objection and withdrawal of consent.** You can object to our use of your information for analytics, and withdraw any consent you have given, without affecting what was done before.',
				'If you are in the UK or European Economic Area, these rights come from data protection law (GDPR), and you may also complain to your local data protection authority. If you are a California resident, the CCPA gives you the right to know, delete and correct personal information and to opt out of its sale or sharing; as explained above, we do not sell it. We will not treat you differently for exercising any of these rights, and we aim to reply within 30 days.',
			].join('\n\n'),
		},
		{
			heading: 'Changes to this policy and how to contact us',
			body: [
				'If we change how we handle personal information, for example by adding a new form or a new third-party service, we will update this page and the effective date at the top. If a change is significant, we will also say so in the newsletter or on the site before it takes effect.',
				'For any privacy question or request, contact the editorial team at [editor@brandline.example](mailto:editor@brandline.example). Please put “Privacy” in the subject line so your message reaches the right person. Our [Terms of Service](/terms) explain the rules for using the site.',
			].join('\n\n'),
		},
	],
}
