import type { IconName } from '@/lib/icon-names'

type Value = { icon: IconName; title: string; text: string }

/** Mission, vision and values: the about section on the home page and the about page. */
export const about = {
  eyebrow: 'About us',
  heading: 'A Paris team that treats your goals as its own',
  founded: (year: number) => `Founded in Paris in ${year}`,
  story:
    'Meridian Digital started in a small office near Parc Monceau with two designers and a developer. Today twenty-two people work from our studio in Paris’s 8th arrondissement for freelancers, start-ups, SMEs and listed companies, in French and in English.',
  mission: {
    title: 'Our mission',
    text: 'Give every business, whatever its size, the digital tools of a large company: a fast site, a clear brand and campaigns that pay for themselves.',
  },
  vision: {
    title: 'Our vision',
    text: 'A web where small teams compete on the quality of their ideas, not on the size of their budget, with technology that stays simple to own.',
  },
  valuesTitle: 'Our values',
  values: [
    {
      icon: 'sparkles',
      title: 'Excellence',
      text: 'We ship work we would sign with our own name: tested, accessible and fast on a mid-range phone.',
    },
    {
      icon: 'rocket',
      title: 'Innovation',
      text: 'We try new tools on our own projects first, and bring you only what has proven its worth.',
    },
    {
      icon: 'users',
      title: 'Collaboration',
      text: 'You see the work every two weeks, talk to the people doing it and decide with full information.',
    },
  ] as Value[],
  stats: [
    { value: '22', label: 'designers, developers and marketers' },
    { value: '180+', label: 'projects delivered since 2015' },
    { value: '92%', label: 'of our clients still work with us after a year' },
  ],
  cta: 'Meet us',
}
