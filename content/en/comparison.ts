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
      us: 'Fixed plans from €300 a month',
    },
    {
      label: 'Time to start',
      internal: '3 to 6 months of recruiting',
      agency: '4 to 8 weeks of briefs and proposals',
      us: 'Kick-off within 2 weeks',
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
      us: 'A named project manager who knows your business',
    },
    {
      label: 'Reporting',
      internal: 'Built in-house, when there is time',
      agency: 'Quarterly slide decks',
      us: 'Monthly report and live dashboard',
    },
    {
      label: 'Tools and licences',
      internal: 'Bought and maintained by you',
      agency: 'Billed on top',
      us: 'Included in the plan',
    },
  ],
}
