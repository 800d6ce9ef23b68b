/**
 * The title, description and heading of each top-level page. The page bodies' copy lives in
 * the modules named after each area (home, pricing…).
 */
export const pages = {
  home: {
    meta: {
      title: 'Web, mobile and marketing agency in Paris',
      description:
        'Websites, e-commerce, mobile apps, branding, SEO and ads from one Paris team. Projects quoted on request, monthly plans (social media, content, SEO) from €300 excl. VAT, and a reply within one business day.',
    },
    heading: 'We build websites that win clients',
  },
  services: {
    meta: {
      title: 'Our services',
      description:
        'Websites and mobile apps, social media, branding and content, SEO and Google Ads: every service our Paris agency offers, with what each one includes.',
    },
    heading: 'Everything your business needs to grow online',
    intro:
      'One team for the site, the brand and the traffic: fewer hand-offs, one person accountable, results you can measure.',
  },
  pricing: {
    meta: {
      title: 'Pricing',
      description:
        'Three monthly plans for social media, content and SEO: Starter at €300, Growth at €700 and Premium at €1,500 a month, all excl. VAT. No set-up fee, cancel at any time, month to month.',
    },
    heading: 'Simple monthly plans',
    intro: 'Pick the pace that suits you. Every plan comes with a monthly report; Premium adds a dedicated account manager with weekly check-ins.',
  },
  about: {
    meta: {
      title: 'About us',
      description:
        'Founded in Paris in 2015, Meridian Digital is a team of designers, developers and marketers. Our mission, our vision and the values we work by.',
    },
    heading: 'A Paris agency built around your results',
    intro: 'Since 2015 we have helped freelancers, start-ups and large companies turn their ideas into products people use.',
  },
  contact: {
    meta: {
      title: 'Contact us',
      description:
        'Tell us about your project: we reply within one business day with first ideas, then send you a clear quote. Based in Paris’s 8th arrondissement, working with clients everywhere.',
    },
    heading: 'Let’s talk about your project',
    intro: 'Tell us where you are and where you want to go. We reply within one business day.',
  },
  portfolio: {
    meta: {
      title: 'Portfolio',
      description:
        'A selection of websites, online stores and SEO campaigns we have delivered for our clients, with the results they brought.',
    },
    heading: 'Our work',
    intro: 'A few of the projects we are proud of, and what they changed for the people who commissioned them.',
  },
  privacy: {
    meta: {
      title: 'Privacy policy',
      description:
        'What this site collects, why, how long we keep it and your rights under the GDPR: contact form, cookieless analytics and your display preferences.',
    },
    heading: 'Privacy policy',
  },
  terms: {
    meta: {
      title: 'Terms of use and legal notice',
      description:
        'Legal notice of Meridian Digital SAS (publisher, host) and the terms that govern the use of this website.',
    },
    heading: 'Terms of use and legal notice',
  },
  blog: {
    meta: {
      title: 'Blog',
      description:
        'Practical advice on websites, SEO, e-commerce and digital marketing from the Meridian Digital team.',
    },
    heading: 'Insights & ideas',
    intro: 'Practical advice on websites, search, e-commerce and marketing, from the people who do the work.',
  },
}
