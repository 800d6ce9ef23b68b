// Draws the service pages' illustrations into public/services/. Each file is named after the
// slug of the service's English heroImageAlt (lib/service-illustration.ts checks they match).
// Every drawing carries its own light panel, so it reads the same on light and dark pages.
// Run: npm run images:services
import { mkdirSync, writeFileSync } from 'node:fs'

const C = {
  ink: '#1e1b4b',
  primary: '#4f46e5',
  primarySoft: '#c7d2fe',
  pink: '#c026d3',
  pinkSoft: '#f5d0fe',
  teal: '#0d9488',
  tealSoft: '#99f6e4',
  amber: '#f59e0b',
  line: '#cbd5e1',
  white: '#ffffff',
}

const W = 640
const H = 480

function svg(title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
<title>${title}</title>
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#fae8ff"/></linearGradient>
  <filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#1e1b4b" flood-opacity="0.15"/></filter>
</defs>
<rect width="${W}" height="${H}" rx="32" fill="url(#bg)"/>
<circle cx="560" cy="70" r="90" fill="${C.primarySoft}" opacity="0.6"/>
<circle cx="70" cy="420" r="70" fill="${C.pinkSoft}" opacity="0.7"/>
${body}
</svg>
`
}

const lines = (x, y, widths, gap = 14, color = C.line, h = 8) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('')

function browser(x, y, w, h, content) {
  return `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${C.white}"/>
<rect x="${x}" y="${y}" width="${w}" height="34" rx="16" fill="${C.ink}"/><rect x="${x}" y="${y + 18}" width="${w}" height="16" fill="${C.ink}"/>
<circle cx="${x + 20}" cy="${y + 17}" r="5" fill="#f87171"/><circle cx="${x + 38}" cy="${y + 17}" r="5" fill="#fbbf24"/><circle cx="${x + 56}" cy="${y + 17}" r="5" fill="#34d399"/>
<rect x="${x + 80}" y="${y + 10}" width="${w - 110}" height="14" rx="7" fill="#312e81"/></g>${content}`
}

function phone(x, y, w, h, content) {
  return `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${C.ink}"/>
<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="20" fill="${C.white}"/>
<rect x="${x + w / 2 - 22}" y="${y + 14}" width="44" height="8" rx="4" fill="${C.ink}"/></g>${content}`
}

const card = (x, y, w, h, inner = '', fill = C.white) =>
  `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${fill}"/></g>${inner}`

const check = (cx, cy, r = 12, color = C.teal) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><path d="M${cx - r / 2.4} ${cy} l${r / 3} ${r / 3} l${r / 1.6} -${r / 1.6}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`

const bars = (x, y, values, w = 26, gap = 14, color = C.primary) =>
  values.map((v, i) => `<rect x="${x + i * (w + gap)}" y="${y - v}" width="${w}" height="${v}" rx="6" fill="${i % 2 ? C.pink : color}"/>`).join('')

const ILLUSTRATIONS = {
  'responsive-website-shown-on-a-laptop-and-a-phone': () =>
    svg('Responsive website on a laptop and a phone',
      browser(60, 70, 430, 300,
        `<rect x="84" y="124" width="382" height="110" rx="12" fill="${C.primarySoft}"/>
<rect x="104" y="150" width="190" height="18" rx="9" fill="${C.ink}"/>${lines(104, 180, [240, 170])}
<rect x="104" y="206" width="90" height="18" rx="9" fill="${C.primary}"/>
<circle cx="400" cy="180" r="36" fill="${C.pink}" opacity="0.8"/>
${[0, 1, 2].map((i) => `<rect x="${84 + i * 130}" y="252" width="118" height="94" rx="10" fill="#f1f5f9"/><rect x="${96 + i * 130}" y="264" width="36" height="36" rx="8" fill="${[C.primary, C.pink, C.teal][i]}"/>${lines(96 + i * 130, 312, [90, 60], 12)}`).join('')}`) +
      `<rect x="30" y="370" width="490" height="16" rx="8" fill="${C.ink}"/>` +
      phone(450, 150, 150, 280,
        `<rect x="472" y="192" width="106" height="70" rx="10" fill="${C.primarySoft}"/><rect x="482" y="208" width="70" height="10" rx="5" fill="${C.ink}"/>${lines(482, 226, [80, 60], 12)}
${[0, 1].map((i) => `<rect x="472" y="${276 + i * 62}" width="106" height="52" rx="10" fill="#f1f5f9"/><rect x="482" y="${286 + i * 62}" width="30" height="30" rx="8" fill="${[C.pink, C.teal][i]}"/>${lines(520, 290 + i * 62, [48, 32], 12)}`).join('')}`)),

  'online-store-product-page-with-a-shopping-cart': () =>
    svg('Online store product page with a shopping cart',
      browser(50, 60, 460, 340,
        `<rect x="74" y="116" width="200" height="260" rx="14" fill="${C.pinkSoft}"/>
<rect x="124" y="170" width="100" height="130" rx="14" fill="${C.pink}"/><rect x="114" y="156" width="120" height="24" rx="8" fill="${C.ink}"/>
<rect x="144" y="216" width="60" height="40" rx="6" fill="${C.white}" opacity="0.8"/>
<rect x="296" y="124" width="170" height="18" rx="9" fill="${C.ink}"/>${lines(296, 156, [180, 150, 160])}
${[0, 1, 2, 3, 4].map((i) => `<path d="M${304 + i * 24} 214 l5 10 l11 1 l-8 7 l2 11 l-10 -6 l-10 6 l2 -11 l-8 -7 l11 -1z" fill="${C.amber}"/>`).join('')}
<text x="296" y="282" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${C.ink}">€24</text>
<rect x="296" y="310" width="170" height="44" rx="22" fill="${C.primary}"/><rect x="336" y="327" width="90" height="10" rx="5" fill="${C.white}"/>`) +
      `<g filter="url(#sh)"><circle cx="540" cy="330" r="62" fill="${C.white}"/></g>
<path d="M506 306 h12 l12 44 h38 l10 -32 h-54" stroke="${C.ink}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="534" cy="364" r="6" fill="${C.ink}"/><circle cx="562" cy="364" r="6" fill="${C.ink}"/>
<circle cx="580" cy="292" r="16" fill="${C.pink}"/><text x="580" y="298" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#fff">3</text>`),

  'two-smartphones-showing-a-mobile-app-interface': () =>
    svg('Two smartphones showing a mobile app',
      phone(130, 60, 190, 370,
        `<rect x="156" y="104" width="138" height="20" rx="10" fill="${C.ink}"/>
<rect x="156" y="138" width="138" height="110" rx="16" fill="${C.primary}"/><circle cx="225" cy="186" r="26" fill="${C.primarySoft}"/><path d="M215 174 l22 12 l-22 12z" fill="${C.primary}"/>
${[0, 1, 2].map((i) => `<rect x="156" y="${262 + i * 46}" width="138" height="38" rx="10" fill="#f1f5f9"/><circle cx="176" cy="${281 + i * 46}" r="10" fill="${[C.pink, C.teal, C.amber][i]}"/>${lines(194, 273 + i * 46, [80, 50], 12)}`).join('')}`) +
      phone(340, 110, 170, 330,
        `<rect x="364" y="152" width="122" height="16" rx="8" fill="${C.ink}"/>
${bars(372, 290, [60, 100, 80, 120], 20, 10)}
<rect x="364" y="306" width="122" height="90" rx="14" fill="${C.tealSoft}"/>${check(392, 334)}${lines(412, 326, [60, 40], 14, C.teal)}
<rect x="364" y="376" width="58" height="10" rx="5" fill="${C.teal}"/>`) +
      `<g filter="url(#sh)"><rect x="470" y="70" width="130" height="56" rx="16" fill="${C.white}"/></g><circle cx="496" cy="98" r="12" fill="${C.pink}"/>${lines(516, 88, [70, 50], 14)}`),

  'business-dashboard-with-charts-and-a-task-list': () =>
    svg('Business dashboard with charts and a task list',
      browser(40, 50, 560, 380,
        `<rect x="40" y="84" width="110" height="346" fill="#f1f5f9"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="58" y="${108 + i * 36}" width="74" height="12" rx="6" fill="${i === 0 ? C.primary : C.line}"/>`).join('')}
${[0, 1, 2].map((i) => `<rect x="${170 + i * 140}" y="104" width="124" height="74" rx="12" fill="${[C.primarySoft, C.pinkSoft, C.tealSoft][i]}"/><rect x="${184 + i * 140}" y="120" width="50" height="10" rx="5" fill="${C.ink}" opacity="0.5"/><rect x="${184 + i * 140}" y="140" width="80" height="20" rx="6" fill="${C.ink}"/>`).join('')}
<rect x="170" y="196" width="250" height="214" rx="12" fill="#f8fafc" stroke="${C.line}"/>
<polyline points="190,380 230,340 270,356 310,300 350,316 400,240" fill="none" stroke="${C.primary}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<polyline points="190,390 230,372 270,380 310,350 350,360 400,320" fill="none" stroke="${C.pink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>
<rect x="436" y="196" width="144" height="214" rx="12" fill="#f8fafc" stroke="${C.line}"/>
${[0, 1, 2, 3].map((i) => `${i < 3 ? check(458, 230 + i * 46, 10) : `<circle cx="458" cy="${230 + i * 46}" r="10" fill="none" stroke="${C.line}" stroke-width="3"/>`}${lines(476, 226 + i * 46, [88])}`).join('')}`)),

  'brand-identity-board-with-a-logo-colour-swatches-and-typography': () =>
    svg('Brand identity board with logo, colour swatches and typography',
      card(50, 60, 260, 220,
        `<circle cx="180" cy="150" r="56" fill="${C.primary}"/><path d="M150 175 l30 -60 l30 60z" fill="${C.white}"/><circle cx="180" cy="160" r="10" fill="${C.pink}"/>
<rect x="120" y="226" width="120" height="14" rx="7" fill="${C.ink}"/><rect x="140" y="250" width="80" height="8" rx="4" fill="${C.line}"/>`) +
      card(330, 60, 260, 220,
        [C.ink, C.primary, C.pink, C.teal, C.amber, '#e0e7ff'].map((c, i) => `<rect x="${352 + (i % 3) * 78}" y="${82 + Math.floor(i / 3) * 96}" width="64" height="64" rx="12" fill="${c}" stroke="${C.line}"/><rect x="${352 + (i % 3) * 78}" y="${154 + Math.floor(i / 3) * 96}" width="48" height="8" rx="4" fill="${C.line}"/>`).join('')) +
      card(50, 300, 540, 130,
        `<text x="80" y="392" font-family="Georgia, serif" font-size="72" font-weight="700" fill="${C.ink}">Aa</text>
<text x="200" y="392" font-family="Arial, sans-serif" font-size="72" fill="${C.primary}">Aa</text>
${lines(340, 340, [220, 190, 210, 150], 18)}`)),

  'editorial-calendar-with-articles-photos-and-a-newsletter': () =>
    svg('Editorial calendar with articles, photos and a newsletter',
      card(50, 60, 330, 360,
        `<rect x="50" y="60" width="330" height="56" rx="16" fill="${C.primary}"/><rect x="50" y="96" width="330" height="20" fill="${C.primary}"/><rect x="74" y="80" width="120" height="14" rx="7" fill="${C.white}"/>
${Array.from({ length: 20 }, (_, i) => { const x = 70 + (i % 5) * 60; const y = 136 + Math.floor(i / 5) * 68; const tag = [2, 6, 9, 13, 17].indexOf(i); return `<rect x="${x}" y="${y}" width="50" height="58" rx="8" fill="#f8fafc" stroke="${C.line}"/>${tag >= 0 ? `<rect x="${x + 6}" y="${y + 28}" width="38" height="20" rx="6" fill="${[C.pink, C.teal, C.amber, C.primary, C.pink][tag]}"/>` : ''}` }).join('')}`) +
      card(400, 70, 190, 160,
        `<rect x="414" y="84" width="162" height="90" rx="10" fill="${C.tealSoft}"/><circle cx="450" cy="112" r="12" fill="${C.amber}"/><path d="M420 168 l44 -40 l30 26 l26 -18 l50 32z" fill="${C.teal}"/>${lines(414, 186, [140, 100], 14)}`) +
      card(400, 250, 190, 170,
        `<rect x="420" y="272" width="150" height="90" rx="10" fill="${C.pinkSoft}"/><path d="M420 272 l75 50 l75 -50" fill="none" stroke="${C.pink}" stroke-width="5" stroke-linejoin="round"/>${lines(420, 378, [150, 110], 14)}`)),

  'video-editing-timeline-with-a-play-button-and-a-clapperboard': () =>
    svg('Video editing timeline with a play button and a clapperboard',
      card(50, 50, 400, 250,
        `<rect x="66" y="66" width="368" height="218" rx="12" fill="${C.ink}"/><circle cx="250" cy="175" r="44" fill="${C.white}" opacity="0.95"/><path d="M236 152 l40 23 l-40 23z" fill="${C.primary}"/>`) +
      card(470, 70, 120, 120,
        `<rect x="486" y="118" width="88" height="58" rx="6" fill="${C.ink}"/><g transform="rotate(-14 486 116)"><rect x="486" y="96" width="88" height="20" rx="4" fill="${C.ink}"/>${[0, 1, 2, 3].map((i) => `<path d="M${494 + i * 20} 96 l10 0 l-8 20 l-10 0z" fill="${C.white}"/>`).join('')}</g>`) +
      card(50, 320, 540, 110,
        `${[['#818cf8', 70, 170], [C.pink, 250, 120], [C.teal, 380, 190]].map(([c, x, w]) => `<rect x="${x}" y="338" width="${w}" height="28" rx="6" fill="${c}"/>`).join('')}
${[['#fcd34d', 70, 250], ['#5eead4', 330, 240]].map(([c, x, w]) => `<rect x="${x}" y="378" width="${w}" height="28" rx="6" fill="${c}"/>`).join('')}
<rect x="300" y="328" width="4" height="92" fill="${C.pink}"/><path d="M292 328 h20 l-10 12z" fill="${C.pink}"/>`)),

  'search-results-page-with-a-magnifying-glass-and-a-rising-chart': () =>
    svg('Search results with a magnifying glass and a rising chart',
      browser(40, 60, 400, 360,
        `<rect x="64" y="112" width="352" height="36" rx="18" fill="#f1f5f9" stroke="${C.line}"/><rect x="84" y="126" width="140" height="8" rx="4" fill="${C.line}"/>
<rect x="60" y="166" width="362" height="80" rx="12" fill="${C.tealSoft}"/><text x="76" y="216" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="${C.teal}">#1</text>
<rect x="126" y="184" width="200" height="12" rx="6" fill="${C.primary}"/>${lines(126, 206, [260, 220], 14, '#5eead4')}
${[0, 1].map((i) => `<rect x="126" y="${268 + i * 64}" width="180" height="12" rx="6" fill="${C.primarySoft}"/>${lines(126, 290 + i * 64, [250, 200], 14)}`).join('')}`) +
      card(430, 220, 170, 200,
        `${bars(452, 396, [40, 70, 100, 150], 22, 12, C.teal)}<path d="M452 300 l50 -30 l30 12 l50 -50" stroke="${C.primary}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M566 228 h20 v20" stroke="${C.primary}" stroke-width="5" fill="none" stroke-linecap="round"/>`) +
      `<circle cx="500" cy="120" r="56" fill="${C.white}" stroke="${C.ink}" stroke-width="14" filter="url(#sh)"/><circle cx="500" cy="120" r="34" fill="${C.primarySoft}"/><path d="M540 162 l48 48" stroke="${C.ink}" stroke-width="18" stroke-linecap="round"/>`),

  'ad-campaign-dashboard-with-clicks-conversions-and-a-target': () =>
    svg('Ad campaign dashboard with clicks, conversions and a target',
      card(50, 60, 360, 360,
        `${[['Clicks', C.primary, '12.4k'], ['Conv.', C.pink, '638'], ['CPA', C.teal, '€18']].map(([, c, v], i) => `<rect x="${70 + i * 112}" y="80" width="100" height="78" rx="12" fill="#f8fafc" stroke="${C.line}"/><rect x="${84 + i * 112}" y="96" width="40" height="8" rx="4" fill="${C.line}"/><text x="${84 + i * 112}" y="140" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="${c}">${v}</text>`).join('')}
<rect x="70" y="176" width="320" height="224" rx="12" fill="#f8fafc" stroke="${C.line}"/>
${bars(96, 380, [60, 90, 75, 120, 105, 160, 180], 26, 14)}`) +
      `<g filter="url(#sh)"><circle cx="510" cy="220" r="90" fill="${C.white}"/></g>
<circle cx="510" cy="220" r="74" fill="${C.pink}"/><circle cx="510" cy="220" r="54" fill="${C.white}"/><circle cx="510" cy="220" r="34" fill="${C.pink}"/><circle cx="510" cy="220" r="14" fill="${C.white}"/>
<path d="M600 130 L514 216" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/><path d="M600 130 l-4 24 l14 -10 l14 -2z" fill="${C.primary}"/><path d="M600 130 l24 -4 l-10 14" fill="${C.primary}"/>`),

  'social-media-posts-with-likes-comments-and-a-calendar': () =>
    svg('Social media posts with likes, comments and a calendar',
      card(60, 50, 250, 320,
        `<circle cx="90" cy="80" r="16" fill="${C.primary}"/>${lines(116, 72, [110, 70], 12)}
<rect x="74" y="108" width="222" height="170" rx="12" fill="${C.primarySoft}"/><circle cx="185" cy="180" r="40" fill="${C.primary}" opacity="0.8"/><rect x="120" y="230" width="130" height="16" rx="8" fill="${C.white}"/>
<path d="M90 308 c-10 -12 6 -22 12 -10 c6 -12 22 -2 12 10 l-12 12z" fill="${C.pink}"/><text x="124" y="320" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${C.ink}">1,284</text>
<path d="M210 300 h36 v22 h-24 l-12 10z" fill="none" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/><text x="254" y="320" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${C.ink}">96</text>
${lines(74, 340, [200])}`) +
      card(330, 110, 250, 190,
        `<rect x="330" y="110" width="250" height="44" rx="16" fill="${C.pink}"/><rect x="330" y="138" width="250" height="16" fill="${C.pink}"/><rect x="350" y="126" width="90" height="12" rx="6" fill="${C.white}"/>
${Array.from({ length: 14 }, (_, i) => `<rect x="${350 + (i % 7) * 32}" y="${172 + Math.floor(i / 7) * 56}" width="24" height="44" rx="6" fill="${[1, 4, 8, 12].includes(i) ? [C.primary, C.teal, C.amber, C.pink][[1, 4, 8, 12].indexOf(i)] : '#f1f5f9'}"/>`).join('')}`) +
      card(360, 320, 210, 90,
        `<circle cx="392" cy="365" r="18" fill="${C.teal}"/>${lines(420, 350, [130, 100, 70], 14)}`)),

  'marketing-funnel-connecting-search-social-email-and-ads': () =>
    svg('Marketing funnel connecting search, social, email and ads',
      `${[['#818cf8', 0], [C.primary, 1], ['#a21caf', 2], [C.ink, 3]].map(([c, i]) => { const top = 100 + i * 78; const inset = 60 + i * 48; return `<path d="M${inset} ${top} H${W - inset} L${W - inset - 40} ${top + 70} H${inset + 40}z" fill="${c}" filter="url(#sh)"/>` }).join('')}
${[220, 300, 380].map((w, i) => `<rect x="${(W - w * 0.5) / 2}" y="${126 + i * 78}" width="${w * 0.5}" height="14" rx="7" fill="${C.white}" opacity="0.85"/>`).join('')}
<circle cx="320" cy="428" r="20" fill="${C.teal}"/><path d="M312 428 l6 6 l12 -12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
${[[60, 50, C.primary], [220, 40, C.pink], [400, 40, C.teal], [560, 50, C.amber]].map(([x, y, c]) => `<g filter="url(#sh)"><circle cx="${x}" cy="${y}" r="26" fill="${C.white}"/></g><circle cx="${x}" cy="${y}" r="13" fill="${c}"/>`).join('')}`),

  'analytics-dashboard-with-bar-charts-and-a-pie-chart': () =>
    svg('Analytics dashboard with bar charts and a pie chart',
      card(50, 60, 330, 360,
        `<rect x="74" y="84" width="130" height="14" rx="7" fill="${C.ink}"/>${lines(74, 108, [90])}
<line x1="80" y1="390" x2="356" y2="390" stroke="${C.line}" stroke-width="3"/>
${bars(92, 388, [90, 140, 110, 200, 170, 240], 30, 14)}`) +
      card(400, 60, 190, 190,
        `<circle cx="495" cy="155" r="66" fill="${C.primary}"/><path d="M495 155 L495 89 A66 66 0 0 1 556 180 z" fill="${C.pink}"/><path d="M495 155 L556 180 A66 66 0 0 1 470 216 z" fill="${C.teal}"/><circle cx="495" cy="155" r="28" fill="${C.white}"/>`) +
      card(400, 270, 190, 150,
        `<text x="420" y="330" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="${C.teal}">+38%</text>${lines(420, 350, [140, 100], 16)}<path d="M540 300 l20 -20 l20 20" stroke="${C.teal}" stroke-width="5" fill="none" stroke-linecap="round"/>`)),

  'project-board': () =>
    svg('Project board with completed milestones',
      `${[0, 1, 2].map((col) => card(50 + col * 186, 60, 168, 360,
        `<rect x="${66 + col * 186}" y="78" width="90" height="14" rx="7" fill="${[C.ink, C.primary, C.teal][col]}"/>
${Array.from({ length: 3 - (col === 1 ? 1 : 0) }, (_, r) => `<rect x="${64 + col * 186}" y="${108 + r * 98}" width="140" height="84" rx="12" fill="${['#f1f5f9', C.primarySoft, C.tealSoft][col]}"/>${lines(78 + col * 186, 124 + r * 98, [100, 70], 14, col === 0 ? C.line : '#ffffff')}${col === 2 ? check(184 + col * 186 - 8, 170 + r * 98, 11) : `<circle cx="${90 + col * 186}" cy="${170 + r * 98}" r="10" fill="${[C.amber, C.pink][col]}"/>`}`).join('')}`)).join('')}`),
}

mkdirSync('public/services', { recursive: true })
for (const [name, draw] of Object.entries(ILLUSTRATIONS)) {
  writeFileSync(`public/services/${name}.svg`, draw())
}
console.log(`Wrote ${Object.keys(ILLUSTRATIONS).length} illustrations to public/services/`)
