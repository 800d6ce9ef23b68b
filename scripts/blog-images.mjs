// Draws the bundled blog's images (featured images, inline diagrams, author pictures) as SVG
// compositions in the brand's indigo palette and renders them to JPEG with sharp. No network, no
// stock photos; the output is deterministic.
// Usage: npm run blog:images   (then npm run blog:build, which reads the files' sizes)
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import sharp from 'sharp'
import { ROOT, assetPublicPath, loadSource } from './blog-source.mjs'

const C = {
  ink: '#1e1b4b',
  deep: '#312e81',
  primary: '#3730a3',
  mid: '#4f46e5',
  soft: '#818cf8',
  light: '#a5b4fc',
  pale: '#c7d2fe',
  white: '#ffffff',
}

function background(w, h) {
  let dots = ''
  for (let x = 40; x < w; x += 80) {
    for (let y = 40; y < h; y += 80) dots += `<circle cx="${x}" cy="${y}" r="2" fill="${C.pale}" opacity="0.12"/>`
  }
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${C.primary}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7">
      <stop offset="0" stop-color="${C.light}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.light}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${dots}`
}

const motifs = {
  cost: (w, h) => {
    const heights = [180, 260, 360, 470, 600]
    const fills = [C.deep, C.mid, C.soft, C.light, C.pale]
    const bars = heights
      .map((bh, i) => {
        const x = 420 + i * 170
        return `<rect x="${x}" y="${h - 140 - bh}" width="130" height="${bh}" rx="18" fill="${fills[i]}"/>
          <ellipse cx="${x + 65}" cy="${h - 170 - bh}" rx="48" ry="14" fill="${C.white}" opacity="${0.25 + i * 0.12}"/>`
      })
      .join('')
    return `${bars}<line x1="360" y1="${h - 120}" x2="1300" y2="${h - 120}" stroke="${C.pale}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`
  },
  versus: () => {
    const card = (x, fill, ink) => `<g>
      <rect x="${x}" y="200" width="480" height="520" rx="36" fill="${fill}"/>
      <path d="M${x} 290 h480" stroke="${ink}" stroke-width="4" opacity="0.3"/>
      <circle cx="${x + 50}" cy="245" r="14" fill="${ink}" opacity="0.5"/>
      <circle cx="${x + 95}" cy="245" r="14" fill="${ink}" opacity="0.35"/>
      <rect x="${x + 50}" y="340" width="170" height="170" rx="20" fill="${ink}" opacity="0.25"/>
      <rect x="${x + 260}" y="340" width="170" height="170" rx="20" fill="${ink}" opacity="0.25"/>
      <rect x="${x + 50}" y="550" width="380" height="24" rx="12" fill="${ink}" opacity="0.3"/>
      <rect x="${x + 50}" y="600" width="220" height="60" rx="30" fill="${ink}" opacity="0.8"/>
    </g>`
    return `${card(260, C.pale, C.primary)}${card(860, C.deep, C.light)}
      <circle cx="800" cy="460" r="70" fill="${C.white}"/><circle cx="800" cy="460" r="40" fill="${C.mid}"/>`
  },
  map: (w, h) => {
    let grid = ''
    for (let i = 0; i < 9; i++) {
      grid += `<line x1="${180 + i * 160}" y1="120" x2="${100 + i * 170}" y2="${h - 100}" stroke="${C.light}" stroke-width="${i % 3 ? 3 : 8}" opacity="0.35"/>`
    }
    for (let j = 0; j < 5; j++) {
      grid += `<line x1="120" y1="${170 + j * 150}" x2="${w - 120}" y2="${140 + j * 160}" stroke="${C.light}" stroke-width="${j % 2 ? 3 : 8}" opacity="0.35"/>`
    }
    const river = `<path d="M100 560 C 400 420, 620 700, 900 520 S 1350 380, 1520 470" fill="none" stroke="${C.soft}" stroke-width="34" opacity="0.55" stroke-linecap="round"/>`
    const pin = `<g transform="translate(960 250)">
      <ellipse cx="0" cy="300" rx="90" ry="22" fill="${C.ink}" opacity="0.5"/>
      <path d="M0 300 C -40 220, -130 150, -130 60 A130 130 0 1 1 130 60 C 130 150, 40 220, 0 300 Z" fill="${C.pale}"/>
      <circle cx="0" cy="60" r="52" fill="${C.primary}"/></g>`
    return grid + river + pin
  },
  chart: (w, h) => {
    const rings = [260, 200, 140, 80]
      .map((r, i) => `<circle cx="1150" cy="520" r="${r}" fill="none" stroke="${i % 2 ? C.pale : C.soft}" stroke-width="26" opacity="0.55"/>`)
      .join('')
    const line = `<polyline points="200,720 420,640 600,680 800,520 1000,470 1150,340 1400,180" fill="none" stroke="${C.white}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>`
    const points = [
      [420, 640],
      [800, 520],
      [1150, 340],
      [1400, 180],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="${C.light}" stroke="${C.white}" stroke-width="6"/>`)
      .join('')
    return `${rings}<circle cx="1150" cy="520" r="26" fill="${C.white}"/>${line}${points}<rect x="200" y="${h - 140}" width="1200" height="6" rx="3" fill="${C.pale}" opacity="0.5"/>`
  },
  swatches: () => {
    const colors = [C.ink, C.primary, C.mid, C.soft, C.light, C.pale]
    const swatches = colors
      .map((c, i) => `<rect x="${220 + i * 130}" y="200" width="110" height="300" rx="22" fill="${c}" stroke="${C.white}" stroke-opacity="0.25" stroke-width="4"/>`)
      .join('')
    return `${swatches}<circle cx="1250" cy="330" r="150" fill="${C.pale}"/>
      <rect x="1180" y="260" width="140" height="140" rx="10" fill="${C.primary}" transform="rotate(45 1250 330)"/>
      <rect x="220" y="560" width="760" height="40" rx="20" fill="${C.pale}" opacity="0.8"/>
      <rect x="220" y="630" width="560" height="26" rx="13" fill="${C.light}" opacity="0.6"/>
      <rect x="220" y="680" width="620" height="26" rx="13" fill="${C.light}" opacity="0.45"/>
      <path d="M1100 640 q 70 -120 150 0 t 150 0" fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round"/>`
  },
  gauges: () => {
    const gauge = (cx, value, fill) => {
      const r = 170
      const a = Math.PI * (1 - value)
      const end = `${(cx + r * Math.cos(a)).toFixed(1)} ${(520 - r * Math.sin(a)).toFixed(1)}`
      const needle = `x2="${(cx + (r - 60) * Math.cos(a)).toFixed(1)}" y2="${(520 - (r - 60) * Math.sin(a)).toFixed(1)}"`
      return `<path d="M${cx - r} 520 A${r} ${r} 0 0 1 ${cx + r} 520" fill="none" stroke="${C.deep}" stroke-width="42" stroke-linecap="round"/>
        <path d="M${cx - r} 520 A${r} ${r} 0 0 1 ${end}" fill="none" stroke="${fill}" stroke-width="42" stroke-linecap="round"/>
        <line x1="${cx}" y1="520" ${needle} stroke="${C.white}" stroke-width="12" stroke-linecap="round"/>
        <circle cx="${cx}" cy="520" r="22" fill="${C.white}"/>
        <rect x="${cx - 110}" y="620" width="220" height="26" rx="13" fill="${C.pale}" opacity="0.5"/>`
    }
    return gauge(360, 0.35, C.light) + gauge(800, 0.6, C.soft) + gauge(1240, 0.85, C.pale)
  },
  donut: (_w, h) => {
    const parts = [
      [0.25, C.pale],
      [0.4, C.light],
      [0.15, C.soft],
      [0.1, C.mid],
      [0.1, C.white],
    ]
    const cx = 360
    const cy = h / 2
    const r = 190
    const at = (a) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`
    let start = -Math.PI / 2
    let arcs = ''
    for (const [share, color] of parts) {
      const end = start + share * Math.PI * 2
      arcs += `<path d="M${at(start + 0.02)} A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${at(end - 0.02)}" fill="none" stroke="${color}" stroke-width="90"/>`
      start = end
    }
    const legend = parts
      .map(([share, color], i) => `<rect x="700" y="${150 + i * 80}" width="46" height="46" rx="10" fill="${color}"/>
        <rect x="770" y="${162 + i * 80}" width="${Math.round(share * 900)}" height="22" rx="11" fill="${color}" opacity="0.7"/>`)
      .join('')
    return arcs + legend
  },
  thresholds: () => {
    const bar = (y, good, mid) => {
      const x0 = 220
      const total = 820
      return `<rect x="${x0}" y="${y}" width="${total * good}" height="80" rx="14" fill="${C.pale}"/>
        <rect x="${x0 + total * good + 8}" y="${y}" width="${total * mid - 8}" height="80" rx="14" fill="${C.soft}"/>
        <rect x="${x0 + total * (good + mid) + 8}" y="${y}" width="${total * (1 - good - mid) - 8}" height="80" rx="14" fill="${C.deep}" stroke="${C.light}" stroke-width="3"/>
        <circle cx="150" cy="${y + 40}" r="30" fill="${C.white}" opacity="0.9"/>`
    }
    return bar(150, 0.5, 0.3) + bar(300, 0.4, 0.35) + bar(450, 0.45, 0.3)
  },
  portraitA: (w, h) => portrait(w, h, C.pale, C.primary, 'long'),
  portraitB: (w, h) => portrait(w, h, C.light, C.ink, 'short'),
}

function portrait(w, h, skin, hair, style) {
  const cx = w / 2
  const hairShape =
    style === 'long'
      ? `<path d="M${cx - 170} 420 C ${cx - 200} 150, ${cx + 200} 150, ${cx + 170} 420 L ${cx + 190} 580 L ${cx - 190} 580 Z" fill="${hair}"/>`
      : `<path d="M${cx - 150} 340 C ${cx - 160} 160, ${cx + 160} 160, ${cx + 150} 340 C ${cx + 90} 250, ${cx - 90} 250, ${cx - 150} 340 Z" fill="${hair}"/>`
  return `${style === 'long' ? hairShape : ''}
    <path d="M${cx - 290} ${h} C ${cx - 270} 590, ${cx + 270} 590, ${cx + 290} ${h} Z" fill="${C.mid}"/>
    <rect x="${cx - 50}" y="470" width="100" height="120" rx="40" fill="${skin}"/>
    <ellipse cx="${cx}" cy="360" rx="140" ry="160" fill="${skin}"/>
    ${style === 'short' ? hairShape : ''}
    <circle cx="${cx - 50}" cy="370" r="12" fill="${C.ink}"/>
    <circle cx="${cx + 50}" cy="370" r="12" fill="${C.ink}"/>
    <path d="M${cx - 40} 440 q 40 30 80 0" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/>`
}

async function renderAssetImage(asset) {
  const { width: w, height: h, motif } = asset
  const draw = motifs[motif]
  if (!draw) throw new Error(`Unknown motif "${motif}" for asset ${asset.id}`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background(w, h)}${draw(w, h)}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

const source = await loadSource()
for (const asset of source.assets) {
  const file = assetPublicPath(source, asset)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, await renderAssetImage(asset))
  console.log(`wrote ${relative(ROOT, file)}`)
}
