// Draws the six portfolio mock-ups as SVG and writes them as WebP (1200×800) into
// public/portfolio/, where next/image serves them resized. Run:
// npm run images:portfolio
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const W = 1200
const H = 800
const font = 'Arial, Helvetica, sans-serif'

const lines = (x, y, widths, gap, color, h = 12) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('')

function frame(bg, accent, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
  <filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0f172a" flood-opacity="0.28"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="1080" cy="120" r="220" fill="${accent}" opacity="0.18"/>
<circle cx="100" cy="720" r="180" fill="${accent}" opacity="0.14"/>
${body}
</svg>`
}

function browser(x, y, w, h, chrome, content) {
  return `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="#ffffff"/></g>
<path d="M${x} ${y + 20} a20 20 0 0 1 20 -20 h${w - 40} a20 20 0 0 1 20 20 v24 h-${w}z" fill="${chrome}"/>
<circle cx="${x + 26}" cy="${y + 22}" r="7" fill="#f87171"/><circle cx="${x + 50}" cy="${y + 22}" r="7" fill="#fbbf24"/><circle cx="${x + 74}" cy="${y + 22}" r="7" fill="#34d399"/>
<rect x="${x + 110}" y="${y + 12}" width="${w * 0.5}" height="20" rx="10" fill="#ffffff" opacity="0.25"/>
${content}`
}

function phone(x, y, w, h, content) {
  return `<g filter="url(#sh)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="#0f172a"/></g>
<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="26" fill="#ffffff"/>${content}`
}

const PROJECTS = {
  // Architecture studio: large photo of a building and a project grid.
  'atelier-lumen': frame(['#f5f5f4', '#e7e5e4'], '#78716c',
    browser(120, 90, 960, 620, '#1c1917', `
<rect x="120" y="134" width="960" height="300" fill="#d6d3d1"/>
<rect x="120" y="134" width="960" height="300" fill="#a8a29e" opacity="0.35"/>
<path d="M340 434 V240 L520 170 V434z" fill="#57534e"/><path d="M520 434 V170 L760 230 V434z" fill="#78716c"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${548 + (i % 4) * 52}" y="${250 + Math.floor(i / 4) * 56}" width="30" height="36" fill="#fde68a" opacity="${0.55 + (i % 3) * 0.15}"/>`).join('')}
<text x="170" y="230" font-family="${font}" font-size="54" font-weight="700" fill="#ffffff">ATELIER LUMEN</text>
${lines(172, 260, [240], 0, '#ffffff')}
${[0, 1, 2].map((i) => `<rect x="${160 + i * 300}" y="470" width="280" height="170" rx="12" fill="${['#e7e5e4', '#d6d3d1', '#f5f5f4'][i]}"/><path d="M${200 + i * 300} 620 l60 -90 l50 60 l40 -40 l70 70z" fill="${['#a8a29e', '#78716c', '#57534e'][i]}"/>${lines(160 + i * 300, 656, [200], 0, '#d6d3d1', 10)}`).join('')}`)),

  // Tea shop: product page with a tea tin and add-to-cart.
  'maison-caravelle': frame(['#ecfdf5', '#d1fae5'], '#047857',
    browser(120, 90, 960, 620, '#064e3b', `
<rect x="170" y="170" width="420" height="480" rx="20" fill="#fef3c7"/>
<rect x="290" y="260" width="180" height="300" rx="20" fill="#065f46"/><rect x="270" y="240" width="220" height="46" rx="12" fill="#064e3b"/>
<rect x="320" y="360" width="120" height="110" rx="10" fill="#fde68a"/><circle cx="380" cy="415" r="30" fill="#065f46"/>
<text x="640" y="230" font-family="${font}" font-size="44" font-weight="700" fill="#064e3b">Thé vert Caravelle</text>
${lines(640, 262, [380, 330, 360], 26, '#a7f3d0')}
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${656 + i * 34}" cy="368" r="12" fill="#f59e0b"/>`).join('')}
<text x="640" y="460" font-family="${font}" font-size="64" font-weight="700" fill="#064e3b">€24</text>
<rect x="640" y="500" width="380" height="72" rx="36" fill="#047857"/><text x="830" y="546" text-anchor="middle" font-family="${font}" font-size="28" font-weight="700" fill="#ffffff">Add to cart</text>
${lines(640, 600, [300, 260], 24, '#d1fae5')}`)),

  // Clinic local SEO: results page with the clinic first and a traffic chart.
  'clinique-vauban': frame(['#eff6ff', '#dbeafe'], '#1d4ed8',
    browser(100, 90, 700, 620, '#1e3a8a', `
<rect x="140" y="160" width="620" height="54" rx="27" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>
<text x="176" y="196" font-family="${font}" font-size="24" fill="#475569">clinique paris 15</text>
<rect x="130" y="240" width="640" height="150" rx="16" fill="#dbeafe"/>
<text x="156" y="330" font-family="${font}" font-size="48" font-weight="700" fill="#1d4ed8">#1</text>
<text x="240" y="290" font-family="${font}" font-size="28" font-weight="700" fill="#1e3a8a">Clinique Vauban</text>
${lines(240, 310, [440, 380, 300], 22, '#93c5fd')}
${[0, 1].map((i) => `${lines(240, 420 + i * 130, [300], 0, '#bfdbfe', 18)}${lines(240, 452 + i * 130, [460, 400], 22, '#e2e8f0')}`).join('')}`) +
    `<g filter="url(#sh)"><rect x="760" y="300" width="360" height="400" rx="20" fill="#ffffff"/></g>
<text x="796" y="360" font-family="${font}" font-size="26" font-weight="700" fill="#1e3a8a">Appointment requests</text>
${[80, 110, 100, 150, 190, 240].map((v, i) => `<rect x="${800 + i * 50}" y="${660 - v}" width="34" height="${v}" rx="8" fill="${i > 3 ? '#1d4ed8' : '#93c5fd'}"/>`).join('')}
<text x="1000" y="410" font-family="${font}" font-size="40" font-weight="700" fill="#15803d">×2.3</text>`),

  // Logistics dashboard: map with routes and a vehicle list.
  'fleet-pilot': frame(['#0f172a', '#1e293b'], '#38bdf8',
    browser(100, 80, 1000, 640, '#020617', `
<rect x="100" y="124" width="180" height="596" fill="#f1f5f9"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="124" y="${160 + i * 50}" width="130" height="16" rx="8" fill="${i === 0 ? '#0284c7' : '#cbd5e1'}"/>`).join('')}
${[['Deliveries', '1 284'], ['On time', '97%'], ['Vans', '900']].map(([, v], i) => `<rect x="${310 + i * 200}" y="150" width="180" height="100" rx="14" fill="#f0f9ff" stroke="#bae6fd" stroke-width="2"/>${lines(330 + i * 200, 172, [90], 0, '#7dd3fc', 10)}<text x="${330 + i * 200}" y="228" font-family="${font}" font-size="38" font-weight="700" fill="#0c4a6e">${v}</text>`).join('')}
<rect x="310" y="276" width="560" height="410" rx="14" fill="#e0f2fe"/>
<path d="M310 420 C420 380 460 500 560 460 S760 360 870 420" stroke="#bae6fd" stroke-width="36" fill="none"/>
<path d="M360 640 C420 560 520 600 580 520 S700 360 820 330" stroke="#0284c7" stroke-width="8" fill="none" stroke-dasharray="18 12" stroke-linecap="round"/>
${[[360, 640, '#0284c7'], [580, 520, '#f59e0b'], [820, 330, '#16a34a']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="18" fill="${c}" stroke="#ffffff" stroke-width="5"/>`).join('')}
<rect x="890" y="276" width="190" height="410" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="920" cy="${316 + i * 62}" r="12" fill="${['#16a34a', '#16a34a', '#f59e0b', '#16a34a', '#0284c7', '#16a34a'][i]}"/>${lines(944, 306 + i * 62, [110, 70], 20, '#cbd5e1', 10)}`).join('')}`)),

  // Bike shop: the store on a laptop and a phone.
  'velo-bastille': frame(['#fff7ed', '#ffedd5'], '#ea580c',
    browser(90, 110, 820, 560, '#7c2d12', `
<rect x="90" y="154" width="820" height="200" fill="#fed7aa"/>
<text x="140" y="240" font-family="${font}" font-size="52" font-weight="700" fill="#7c2d12">Vélo Bastille</text>
${lines(142, 268, [320, 260], 24, '#fdba74')}
<g stroke="#7c2d12" stroke-width="8" fill="none"><circle cx="660" cy="290" r="50"/><circle cx="820" cy="290" r="50"/><path d="M660 290 L720 210 L790 210 L820 290 M720 210 L750 290 L660 290 M780 190 h30"/></g>
${[0, 1, 2].map((i) => `<rect x="${130 + i * 260}" y="384" width="230" height="250" rx="14" fill="#fff7ed" stroke="#fed7aa" stroke-width="2"/><g stroke="#ea580c" stroke-width="6" fill="none"><circle cx="${190 + i * 260}" cy="480" r="30"/><circle cx="${290 + i * 260}" cy="480" r="30"/><path d="M${190 + i * 260} 480 l35 -45 h40 l25 45"/></g>${lines(150 + i * 260, 540, [150, 100], 26, '#fdba74')}<text x="${150 + i * 260}" y="616" font-family="${font}" font-size="28" font-weight="700" fill="#7c2d12">€${[649, 899, 1290][i]}</text>`).join('')}`) +
    phone(870, 200, 250, 500, `
<rect x="882" y="212" width="226" height="140" rx="20" fill="#fed7aa"/>
<g stroke="#7c2d12" stroke-width="6" fill="none"><circle cx="950" cy="300" r="28"/><circle cx="1040" cy="300" r="28"/><path d="M950 300 l34 -44 h36 l20 44"/></g>
${lines(902, 376, [180, 120], 28, '#fdba74', 14)}
<text x="902" y="470" font-family="${font}" font-size="32" font-weight="700" fill="#7c2d12">€899</text>
<rect x="902" y="500" width="186" height="56" rx="28" fill="#ea580c"/><text x="995" y="536" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="#ffffff">Reserve</text>
${lines(902, 584, [170, 130], 24, '#ffedd5')}`)),

  // SaaS SEO: a blog article beside a keyword ranking table.
  nordline: frame(['#f5f3ff', '#ede9fe'], '#6d28d9',
    browser(90, 90, 600, 620, '#4c1d95', `
<rect x="130" y="160" width="520" height="200" rx="16" fill="#ddd6fe"/>
<path d="M130 330 l140 -100 l110 70 l90 -50 l180 110 v0z" fill="#a78bfa"/>
<text x="130" y="420" font-family="${font}" font-size="34" font-weight="700" fill="#2e1065">How to cut onboarding time</text>
${lines(130, 446, [500, 470, 510, 430, 490, 380, 450], 30, '#e4e4e7', 12)}`) +
    `<g filter="url(#sh)"><rect x="660" y="170" width="460" height="470" rx="20" fill="#ffffff"/></g>
<text x="700" y="230" font-family="${font}" font-size="26" font-weight="700" fill="#2e1065">Keyword rankings</text>
${[['onboarding software', 2], ['employee onboarding', 3], ['hr checklist', 1], ['saas onboarding', 4], ['new hire portal', 2]].map(([k, p], i) => `<rect x="690" y="${260 + i * 70}" width="400" height="56" rx="12" fill="${i % 2 ? '#faf5ff' : '#f5f3ff'}"/><text x="710" y="${296 + i * 70}" font-family="${font}" font-size="20" fill="#3b0764">${k}</text><text x="1000" y="${297 + i * 70}" font-family="${font}" font-size="24" font-weight="700" fill="#15803d">#${p}</text><path d="M1050 ${298 + i * 70} l12 -16 l12 16z" fill="#16a34a"/>`).join('')}`),
}

mkdirSync('public/portfolio', { recursive: true })
for (const [name, svg] of Object.entries(PROJECTS)) {
  const file = `public/portfolio/${name === 'nordline' ? 'nordline-saas' : name}.webp`
  await sharp(Buffer.from(svg)).webp({ quality: 82 }).toFile(file)
  console.log('wrote', file)
}
