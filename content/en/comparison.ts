import { OFFER_WORDS } from '../offer'

/**
 * The comparison table on the home and about pages. `extra` rows stay hidden until the visitor
 * asks for more.
 */
export const comparison = {
  caption: 'How Meridian compares with an internal team and a traditional agency',
  criterion: 'Criterion',
  columns: { internal: 'Internal team', agency: 'Traditional agency', us: 'Meridian Digital' },
  showMore: 'Show More',
  showLess: 'Show Less',
  rows: [
    {
      label: 'Monthly cost',
      internal: '€12,000+ for designer, developer and marketer salaries',
      agency: 'Quotes per project, extra fees for every change',
      us: 'Plans from €300 to €1,500 a month excl. VAT; projects quoted on request',
    },
    {
      label: 'Time to start',
      internal: '3 to 6 months of recruiting',
      agency: '4 to 8 weeks of briefs and proposals',
      us: 'Kick-off within two weeks',
    },
    {
      label: 'Range of skills',
      internal: 'Limited to the people you hire',
      agency: 'Broad, but spread across many clients',
      us: 'Design, development, SEO, ads and content in one team',
    },
    {
      label: 'Flexibility',
      internal: 'Fixed headcount and contracts',
      agency: 'Long contracts and change requests',
      us: 'Change plan or pause whenever you like',
    },
  ],
  extra: [
    {
      label: 'Planning and execution',
      internal: 'Depends on available managers',
      agency: 'Planned by the agency, executed at its pace',
      us: 'Shared roadmap, fortnightly delivery you can follow',
    },
    {
      label: 'Project management support',
      internal: 'You manage it yourself',
      agency: 'Account manager shared across many clients',
      us: `A named project manager for every project; ${OFFER_WORDS.en.premiumOnly('a dedicated account manager')}`,
    },
    {
      label: 'Reporting',
      internal: 'Built in-house, when there is time',
      agency: 'Quarterly slide decks',
      us: `Monthly report; ${OFFER_WORDS.en.premiumOnly('a live dashboard')}`,
    },
    {
      label: 'Tools and licences',
      internal: 'Bought and maintained by you',
      agency: 'Billed on top',
      us: 'Our working tools included; your own subscriptions (hosting, apps) are billed to you',
    },
  ],
}
