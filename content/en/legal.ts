import type { LegalDocument, LegalFacts } from '@/lib/legal'

const address = (site: LegalFacts) =>
  `${site.address.street}, ${site.address.postalCode} ${site.address.city}, France`

/** The host's postal address, its country named in English. */
const hostAddress = (site: LegalFacts) =>
  `${site.host.address}, ${new Intl.DisplayNames(['en'], { type: 'region' }).of(site.host.country)}`

/** A country's name in English ("France", "United States"). */
const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code

/** What GDPR art. 13.1.f asks us to say of the messages: transferred outside the EU or not. */
const mailTransfer = (site: LegalFacts) =>
  site.mail.inEu
    ? `${site.mail.name} stores the messages in the European Union: they do not leave it.`
    : `${site.mail.name}, established outside the European Union (${countryName(site.mail.country)}), receives the messages: this transfer relies on the same safeguards.`

/** The privacy policy and the legal notice. Company facts come in as values, from lib/site.ts. */
export const legal = {
  updated: '2026-11-27',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  contents: 'Contents',
  privacy: (site: LegalFacts): LegalDocument => ({
    intro: [
      `This website is published by ${site.company.legalName} ${site.company.legalForm} (“we”). This policy explains what personal data the site collects, why, how long we keep it, who receives it and how you can exercise your rights under the General Data Protection Regulation (GDPR) and the French Data Protection Act (loi Informatique et Libertés). It gives you the information Article 13 GDPR requires.`,
      'In short: we collect only what you type into the contact form, we measure visits without cookies, and we never sell or share your data for advertising.',
    ],
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          `The data controller is ${site.company.legalName}, a ${site.company.legalForm} with a share capital of ${site.company.shareCapital}, registered under ${site.company.rcs}, whose registered office is at ${address(site)}.`,
          `For any question about your data, write to ${site.email}.`,
          `We have not appointed a data protection officer (DPO): our processing does not require one (Article 37 GDPR). ${site.company.publicationDirector}, our publication director, answers every request about your data.`,
        ],
      },
      {
        heading: 'What we collect and why',
        subsections: [
          {
            heading: 'The contact form',
            paragraphs: [
              'When you write to us through the contact form, we receive your name, your email address and your message, together with the language of the page you used. The three fields are required: without them we cannot answer you.',
              'We use them only to answer your message and, if you ask for one, to prepare a proposal. Legal bases: to answer you, our legitimate interest in following up the messages we receive (Article 6(1)(f) GDPR); to prepare a proposal at your request, steps taken before a possible contract (Article 6(1)(b) GDPR).',
              'Before it reaches our mailbox, your message waits in a sending queue on our server, which passes it on as soon as our email provider accepts it. Once it is passed on, the queue keeps a copy for 7 days at most, so that it is never sent twice.',
              'To protect the form from abuse, we limit the number of messages sent from one IP address (for an IPv6 address, its /64 network). The counter tied to the address is kept for 10 minutes at most, then erased automatically: in the server’s memory or, when the site runs on several servers, in the database they share (Redis). To also limit how many messages from one address wait to be delivered, the address stays with your message while it waits (usually a few seconds), and is erased as soon as the message is delivered, refused for good or deleted. The address is used for nothing else. Legal basis: our legitimate interest in keeping the service secure (Article 6(1)(f) GDPR).',
            ],
          },
          {
            heading: 'Audience measurement without cookies',
            paragraphs: [
              'We use Vercel Web Analytics to count visits and pages viewed, and Vercel Speed Insights to measure how fast our pages load. Neither sets a cookie or stores anything on your device, and neither identifies you or follows you from one site to another: a visitor is recognised only within a single day, through a temporary identifier computed from the request and discarded after 24 hours.',
              'They record the page visited, the referring site, the type of browser, operating system and device, the country, and page loading times. Legal basis: our legitimate interest in understanding how the site is used and keeping it fast (Article 6(1)(f) GDPR). This audience measurement meets the conditions the CNIL sets for the consent exemption (Article 82 of the French Data Protection Act): it only produces anonymous, aggregated statistics for our own use; it is neither combined with other processing nor passed to third parties, and it follows you on no other site; the daily identifier lives for 24 hours only. It therefore needs no consent, but you can object to it at any time (Article 21 GDPR): block our measurement scripts with a content blocker or turn off JavaScript, and the site stays readable. As it does not identify you, we could not find your visits from an email.',
            ],
          },
          {
            heading: 'Your display preferences',
            paragraphs: [
              'Two preferences stay on your device so the site looks the way you chose:',
            ],
            items: [
              'the colour theme (light or dark), stored in your browser’s local storage under the key “theme”; it never leaves your device;',
              'the language you picked, stored in a cookie named NEXT_LOCALE for 12 months; your browser sends it to our server so the site opens in your language.',
            ],
          },
          {
            heading: 'Technical logs',
            paragraphs: [
              'Like any web server, our host records technical logs (IP address, date and time, page requested, browser) to run and secure the service. Legal basis: our legitimate interest in the security of the site (Article 6(1)(f) GDPR).',
            ],
          },
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Contact messages: as long as needed to handle your request, then at most 3 years after our last exchange if no contract follows. If you become a client, for the duration of our contract, then for the periods required by law (for example 10 years for accounting records).',
          'Technical copy of the messages in our server’s sending queue: until they are passed on to our mailbox, then 7 days at most. A message our email provider refuses for good is set aside until we pass it on ourselves, 30 days at most.',
          'IP addresses used against abuse: 10 minutes at most, then erased automatically; with a message waiting to be delivered, until it is delivered at the latest.',
          'Audience measurement: the daily identifier is discarded after 24 hours; we keep only aggregated statistics, which identify nobody.',
          'Technical logs: a few days, and no more than 30 days.',
          'Theme and language preferences: until you delete them in your browser; the NEXT_LOCALE cookie expires after 12 months.',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'Your messages are read only by the members of our team who handle requests. We never sell or rent your data and share it with no one for advertising. Two service providers process data on our behalf, under contracts that bind them to confidentiality and security:',
        ],
        items: [
          `our host, ${site.host.name} (${hostAddress(site)}), which runs the site, Web Analytics and Speed Insights;`,
          `our email service provider, ${site.mail.name} (${countryName(site.mail.country)}), which carries and stores the messages sent through the form.`,
        ],
      },
      {
        heading: 'Transfers outside the European Union',
        paragraphs: [
          `Our host ${site.host.name} is established in the United States, so some data may be processed there. These transfers rely on the European Commission’s standard contractual clauses and, where the provider is certified, on the EU–US Data Privacy Framework (adequacy decision of 10 July 2023). ${mailTransfer(site)} You can obtain a copy of these safeguards by writing to ${site.email}.`,
        ],
      },
      {
        heading: 'No automated decisions',
        paragraphs: [
          'We take no decision about you based solely on automated processing, profiling included, that would have legal effects on you or affect you in a similarly significant way (Article 22 GDPR). Every message is read and answered by a person.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'The site is served only over an encrypted connection (HTTPS). Access to messages is limited to the people who need them, and our providers are bound to protect the data they process for us.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under the GDPR and the French Data Protection Act, you have the right to:'],
        items: [
          'access your data and receive a copy of it (Article 15 GDPR);',
          'have inaccurate or incomplete data rectified (Article 16);',
          'have your data erased (Article 17);',
          'object, on grounds relating to your particular situation, to processing based on our legitimate interest, audience measurement included (Article 21);',
          'receive the data you gave us in a structured, machine-readable format, or have it sent to another controller (portability, Article 20);',
          'restrict its processing (Article 18): we then keep your data without using it, in particular while we check its accuracy if you contest it or whether your objection is founded, when the processing is unlawful and you prefer restriction to erasure, or when you need the data for a legal claim although we no longer do;',
          'set instructions on what happens to your data after your death.',
        ],
        subsections: [
          {
            heading: 'How to exercise them',
            paragraphs: [
              `Write to ${site.email}, or by post to ${site.company.legalName}, ${address(site)}. We answer within one month; this period may be extended by two months for complex requests, in which case we tell you why. If we have a reasonable doubt about your identity, we may ask you for information to confirm it.`,
            ],
          },
          {
            heading: 'Your right to complain',
            paragraphs: [
              'If you believe that we do not respect your rights, you can lodge a complaint with the French data protection authority, the CNIL (Commission nationale de l’informatique et des libertés), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, https://www.cnil.fr, or with the supervisory authority of the EU country where you live.',
            ],
          },
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when our practices or the law change. The date at the top of this page shows the latest version.',
        ],
      },
    ],
  }),
  terms: (site: LegalFacts): LegalDocument => ({
    intro: [
      `This page gives the legal notice required by Article 1-1 of French Law No. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), as amended by Law No. 2024-449 of 21 May 2024 to secure and regulate the digital space (SREN), and the terms that govern the use of this website. By browsing the site, you accept these terms.`,
    ],
    sections: [
      {
        heading: 'Legal notice',
        subsections: [
          {
            heading: 'Publisher',
            items: [
              `${site.company.legalName}, a ${site.company.legalForm} with a share capital of ${site.company.shareCapital}`,
              `Registered under ${site.company.rcs}`,
              `VAT number: ${site.company.vat}`,
              `Registered office: ${address(site)}`,
              `Phone: ${site.phone}`,
              `Email: ${site.email}`,
              `Publication director: ${site.company.publicationDirector}`,
            ],
          },
          {
            heading: 'Host',
            items: [site.host.name, hostAddress(site), `Phone: ${site.host.phone}`, site.host.url],
          },
        ],
      },
      {
        heading: 'Purpose of the site and access',
        paragraphs: [
          `This site presents the services of ${site.name} and lets you contact us. It is free to use and available at all times, except during maintenance or in case of events beyond our control. We may change, suspend or close all or part of it at any time, without notice.`,
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The site and everything on it (texts, graphics, logos, illustrations, photographs, videos, software and page layout) belong to ${site.company.legalName} or to its partners, who have authorised their use. Any reproduction, representation, adaptation or distribution, in whole or in part, without our prior written permission is prohibited and may constitute an infringement under Articles L. 335-2 and following of the French Intellectual Property Code.`,
          'Brands and logos of third parties shown on the site belong to their respective owners.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care to keep the information on this site accurate and up to date, but it is given for general information and may contain errors or omissions. It is not a contractual offer: our services and prices are set out in a written proposal.',
          `${site.company.legalName} cannot be held liable for any direct or indirect damage resulting from access to or use of the site, from its unavailability, or from the use of information found on it, except where the law provides otherwise. You are responsible for protecting your own equipment and data, in particular against viruses.`,
        ],
      },
      {
        heading: 'Links',
        paragraphs: [
          'The site may link to other websites. We have no control over them and are not responsible for their content or their privacy practices. You may link to our home page or any other page, provided the link is not misleading and our pages do not open inside another site.',
        ],
      },
      {
        heading: 'Personal data',
        paragraphs: [
          'How we process personal data, and how you can exercise your rights, is described in our privacy policy. We have not appointed a data protection officer, as our processing does not require one, and we make no automated decision about you.',
        ],
      },
      {
        heading: 'Applicable law and disputes',
        paragraphs: [
          'These terms are governed by French law. In the event of a dispute, we will first look for an amicable solution with you. Failing that, the courts of Paris will have jurisdiction, without prejudice to the mandatory rules that allow consumers to bring a case before the court of their place of residence.',
          `For any question about these terms, write to ${site.email}.`,
        ],
      },
    ],
  }),
}
