import type { LegalPage } from './types.ts'

/** The terms of service: the rules for reading, sharing and contributing to Brandline. */
export const termsOfService: LegalPage = {
	title: 'Terms of Service',
	effectiveDate: 'August 24, 2025',
	intro: [
		'These terms set out the rules for using Brandline, the magazine on personal branding, audience growth and influence, and for contributing to it. They apply to everyone who visits the site, subscribes to the newsletter, downloads a guide or submits a guest post.',
		'Please read them alongside our [Privacy Policy](/privacy), which explains how we handle personal information. If anything here is unclear, write to [editor@brandline.example](mailto:editor@brandline.example) before you rely on it.',
	].join('\n\n'),
	sections: [
		{
			heading: 'Acceptance of these terms',
			body: [
				'By using the site you agree to these terms. If you do not agree, please do not use the site.',
				"If you use Brandline on behalf of a company, for example when submitting a guest post about your organisation's work, you confirm that you are authorised to accept these terms for that company.",
			].join('\n\n'),
		},
		{
			heading: 'Use of the site',
			body: [
				'You are welcome to read, share links to and quote short extracts from our articles for personal, educational or professional use. You agree not to:',
				'- copy or republish whole articles, or large parts of them, without our written permission;',
				'- scrape, bulk-download or systematically harvest content, including for training machine-learning models, without our written permission;',
				'- submit false information through our forms, or impersonate another person or company;',
				'- try to gain access to the administrative areas of the site, test its security without permission, or interfere with its normal operation;',
				'- use the site in any way that breaks the law or infringes the rights of others.',
				'We may suspend access or remove content where we reasonably believe these rules have been broken.',
			].join('\n\n'),
		},
		{
			heading: 'Content and intellectual property',
			body: [
				"Unless stated otherwise, the articles, interviews, illustrations, the REACH method materials, the magazine's design and the Brandline name and logo belong to the publisher or are used under licence. Leading Voices and its clips are the publisher's property.",
				'Guest authors keep the copyright in their own contributions, subject to the licence in section 4. Quoting a short extract with a clear credit and a link back to the original article is welcome; anything beyond that needs written permission from the editorial team.',
				'If you believe something on the site infringes your rights, email [editor@brandline.example](mailto:editor@brandline.example) with the page address and the details of your claim, and we will look into it promptly.',
			].join('\n\n'),
		},
		{
			heading: 'Guest contributions',
			body: [
				'Guest posts are open to current and recent clients of Leading Voices. By submitting one, you agree that:',
				"- **Originality.** The piece is your own original work, has not been published elsewhere, and does not infringe anyone's copyright, privacy or other rights. You have permission to use any images you upload.",
				'- **Format.** The piece is no longer than **500 words** and follows a problem and solution structure: it names a specific challenge readers face and explains a practical way to address it. Promotional copy and sales pitches will not be accepted.',
				'- **Licence.** You grant Brandline a non-exclusive, worldwide, royalty-free, perpetual licence to publish, edit, format, illustrate, translate, archive and promote your piece, in whole or in part, on the site, in the newsletter, on social media and in Leading Voices materials, with credit to you. You may republish your own piece elsewhere after it appears on Brandline, provided you link back to the original.',
				'- **Editorial control.** Our editors may edit your piece for length, clarity, accuracy, house style and legal reasons, and may decline or remove any submission at their discretion, without having to give a reason. Submission does not guarantee publication.',
				'- **No payment.** Guest contributions are unpaid, and we do not charge for publication.',
				'For help with a submission, contact [editor@brandline.example](mailto:editor@brandline.example). You can submit a piece on the [guest post page](/guest-post).',
			].join('\n\n'),
		},
		{
			heading: 'Newsletter and downloads',
			body: [
				'The newsletter and the free guide “5 CEO personal branding mistakes” are provided free of charge. By signing up you agree to receive the newsletter by email, and you can unsubscribe at any time using the link in any issue.',
				'Downloadable guides are for your own personal or internal business use. Please do not resell them, remove our credits or redistribute them publicly; sharing a link to the download page is fine.',
				'We may change the frequency or format of the newsletter, or retire a guide, at any time.',
			].join('\n\n'),
		},
		{
			heading: 'Sponsored content and promotions',
			body: [
				'Brandline may publish sponsored articles, partner features or promotions. Any content that a third party has paid for, or that we publish as part of a commercial arrangement, will be **clearly labelled** as sponsored or as a partnership, so you can tell it apart from independent editorial coverage.',
				'Sponsored content, advertising and links to third-party sites do not mean that we endorse the product, service or company concerned. We are not responsible for third-party websites, offers or terms, and any dealings you have with advertisers or partners are between you and them.',
				'Where we run a promotion or giveaway, it will be governed by its own published rules, which will take priority over these terms for that promotion.',
			].join('\n\n'),
		},
		{
			heading: 'Disclaimers',
			body: [
				'Brandline publishes journalism, commentary and practical guidance on personal branding, audience growth and influence. It is general information, **not professional advice**. Nothing on the site is legal, financial, investment, tax, employment or medical advice, and you should take qualified advice before making decisions that depend on your specific circumstances.',
				'Views expressed by guest authors and interviewees are their own and are not necessarily shared by the publisher. Results described in case studies, including any growth figures, are illustrative and will differ for you.',
				'The Game of Influence and its score from 0 to 100 are an informal self-assessment meant to prompt reflection, not a validated test. We aim to keep the site accurate and available, but we provide it “as is” and do not guarantee that it will always be complete, current or uninterrupted.',
			].join('\n\n'),
		},
		{
			heading: 'Limitation of liability',
			body: [
				'To the extent the law allows, the publisher is not liable for any indirect or consequential loss, or for loss of profit, revenue, business, reputation or data, that arises from your use of the site, from relying on its content, or from third-party content, embeds or websites linked from it.',
				'Because the site, newsletter and downloads are free, our total liability to you for any claim relating to them is limited to 100 US dollars.',
				'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, and nothing affects your statutory rights as a consumer.',
			].join('\n\n'),
		},
		{
			heading: 'Changes to these terms',
			body: [
				'We may update these terms as the magazine develops, for example when we add new features or change how guest contributions work. The effective date at the top of this page shows when they last changed.',
				'For material changes, we will give **30 days notice** before they take effect, by posting the revised terms on this page and announcing the change on the site or in the newsletter. If you continue to use the site after that date, the revised terms apply. Minor corrections and clarifications that do not affect your rights may take effect immediately.',
			].join('\n\n'),
		},
		{
			heading: 'Governing law and contact',
			body: [
				'These terms are governed by the laws of the State of New York, USA, and disputes will be handled by the courts located there, unless the law of the country where you live gives you the right to bring proceedings in your local courts or to rely on its mandatory consumer protections.',
				'If any part of these terms is found to be unenforceable, the rest remains in effect. These terms, together with the Privacy Policy, are the whole agreement between you and us about using the site.',
				'Questions about these terms, guest contributions or permissions can be sent to [editor@brandline.example](mailto:editor@brandline.example).',
			].join('\n\n'),
		},
	],
}
