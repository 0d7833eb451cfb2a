import { type DrawingName, drawings } from './furniture'
import { backgrounds, type Palette, palettes } from './palette'

/** Pieces placed in a scene: drawing, centre x, floor y and scale, in scene pixels. */
type Placement = { name: DrawingName; x: number; y: number; scale: number; palette?: number }

const place = (item: Placement, fallback: Palette): string => {
  const palette = item.palette === undefined ? fallback : palettes[item.palette % palettes.length]!
  // Drawings stand on y = 340 of a 400 box centred on x = 200.
  return `<g transform="translate(${item.x - 200 * item.scale} ${item.y - 340 * item.scale}) scale(${item.scale})">${drawings[item.name](palette)}</g>`
}

/** A single product on a soft backdrop, square like a shop's product photo. */
export function productSvg(name: DrawingName, variant: number): string {
  const palette = palettes[variant % palettes.length]!
  const bg = backgrounds[variant % backgrounds.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400">
  <defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <g transform="translate(30 22) scale(.85)">${drawings[name](palette)}</g></svg>`
}

const wallColours = ['#efe6d8', '#e3e9e1', '#f1e3da', '#e2e6ee', '#f3ead7', '#e9e1ea', '#dfe7e6']
const floorColours = ['#c9a77c', '#b89067', '#d8c3a5', '#a9876a', '#cdb99c']

/** A furnished room: wall, window with daylight, floor, skirting, and the pieces placed. */
export function roomSvg(width: number, height: number, pieces: Placement[], variant: number): string {
  const wall = wallColours[variant % wallColours.length]!
  const floor = floorColours[variant % floorColours.length]!
  const floorY = Math.round(height * 0.72)
  const win = {
    x: Math.round(width * (variant % 2 ? 0.62 : 0.12)),
    w: Math.round(width * 0.22),
    y: Math.round(height * 0.1),
    h: Math.round(height * 0.42),
  }
  const palette = palettes[variant % palettes.length]!
  const art =
    variant % 3 === 0
      ? `<rect x="${width * 0.44}" y="${height * 0.16}" width="${width * 0.12}" height="${height * 0.22}" fill="#fff" stroke="${palette.woodDark}" stroke-width="6"/><circle cx="${width * 0.5}" cy="${height * 0.27}" r="${height * 0.06}" fill="${palette.accent}"/>`
      : `<rect x="${width * 0.42}" y="${height * 0.14}" width="${width * 0.16}" height="${height * 0.2}" rx="4" fill="${palette.fabric}" opacity=".85"/><path d="M${width * 0.42} ${height * 0.3} l${width * 0.05} -${height * 0.08} l${width * 0.04} ${height * 0.05} l${width * 0.07} -${height * 0.1} v${height * 0.17} h-${width * 0.16}z" fill="${palette.fabricDark}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe6f3"/><stop offset="1" stop-color="#f4f8f0"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#8a6a4f"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${wall}"/>
  <rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#sky)" stroke="#fff" stroke-width="10"/>
  <path d="M${win.x + win.w / 2} ${win.y} v${win.h} M${win.x} ${win.y + win.h / 2} h${win.w}" stroke="#fff" stroke-width="6"/>
  <path d="M${win.x} ${win.y + win.h} l${-width * 0.08} ${floorY - win.y - win.h + height * 0.2} h${win.w + width * 0.16} l${-width * 0.08} ${-(floorY - win.y - win.h + height * 0.2)} z" fill="url(#light)"/>
  ${art}
  <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>
  ${Array.from({ length: 8 }, (_, i) => `<path d="M${(width / 8) * i} ${floorY} L${(width / 8) * i - width * 0.06} ${height}" stroke="#000" stroke-opacity=".06" stroke-width="3"/>`).join('')}
  <rect y="${floorY - 10}" width="${width}" height="12" fill="#fff" opacity=".8"/>
  ${pieces.map((piece) => place(piece, palette)).join('\n')}
</svg>`
}

/** Typical arrangements of a kind of room, in a 1600 × 900 frame (floor at 648). */
export const roomLayouts: Record<string, Placement[]> = {
  living: [
    { name: 'rug', x: 800, y: 860, scale: 1.6 },
    { name: 'sofa', x: 760, y: 700, scale: 1.45 },
    { name: 'coffeeTable', x: 820, y: 820, scale: 1.0, palette: 1 },
    { name: 'floorLamp', x: 1180, y: 700, scale: 1.35 },
    { name: 'plant', x: 330, y: 720, scale: 1.0 },
  ],
  bedroom: [
    { name: 'bed', x: 760, y: 760, scale: 1.7 },
    { name: 'tableLamp', x: 1180, y: 650, scale: 0.7, palette: 2 },
    { name: 'wardrobe', x: 1400, y: 720, scale: 1.2 },
    { name: 'rug', x: 700, y: 880, scale: 1.2, palette: 3 },
  ],
  dining: [
    { name: 'diningChair', x: 560, y: 760, scale: 1.2 },
    { name: 'diningTable', x: 800, y: 760, scale: 1.5 },
    { name: 'diningChair', x: 1040, y: 760, scale: 1.2 },
    { name: 'floorLamp', x: 1360, y: 720, scale: 1.2, palette: 4 },
    { name: 'plant', x: 260, y: 720, scale: 1.0 },
  ],
  kitchen: [
    { name: 'tvCabinet', x: 800, y: 700, scale: 1.6, palette: 3 },
    { name: 'cookware', x: 700, y: 470, scale: 0.6 },
    { name: 'tableware', x: 930, y: 470, scale: 0.6 },
    { name: 'diningChair', x: 1320, y: 780, scale: 1.1 },
  ],
  workspace: [
    { name: 'desk', x: 760, y: 740, scale: 1.5 },
    { name: 'officeChair', x: 820, y: 820, scale: 1.1 },
    { name: 'bookshelf', x: 1280, y: 720, scale: 1.3 },
    { name: 'plant', x: 330, y: 730, scale: 0.9 },
  ],
  bathroom: [
    { name: 'mirror', x: 800, y: 560, scale: 1.0 },
    { name: 'storageBox', x: 800, y: 780, scale: 1.2 },
    { name: 'towels', x: 1250, y: 760, scale: 0.9 },
    { name: 'plant', x: 380, y: 760, scale: 0.9 },
  ],
  outdoor: [
    { name: 'outdoorChair', x: 620, y: 780, scale: 1.4 },
    { name: 'outdoorChair', x: 1080, y: 780, scale: 1.4, palette: 2 },
    { name: 'coffeeTable', x: 850, y: 820, scale: 0.8 },
    { name: 'plant', x: 1400, y: 760, scale: 1.3 },
    { name: 'plant', x: 220, y: 760, scale: 1.1 },
  ],
  kids: [
    { name: 'bed', x: 700, y: 760, scale: 1.4, palette: 5 },
    { name: 'storageBox', x: 1200, y: 760, scale: 1.1 },
    { name: 'cushion', x: 1200, y: 560, scale: 0.45, palette: 2 },
    { name: 'rug', x: 900, y: 880, scale: 1.1, palette: 2 },
  ],
}

/** Banner art: a room on the right, a calm colour field on the left for the HTML headline. */
export function bannerSvg(width: number, height: number, layout: string, variant: number): string {
  const pieces = roomLayouts[layout] ?? roomLayouts.living!
  const palette = palettes[variant % palettes.length]!
  const portrait = height > width
  const room = roomSvg(1600, 900, pieces, variant)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
  const roomBox = portrait
    ? `<g transform="translate(${-width * 0.35} ${height * 0.42}) scale(${(width * 1.7) / 1600})">${room}</g>`
    : `<g transform="translate(${width * 0.34} 0) scale(${height / 900})">${room}</g>`
  const field = portrait
    ? `<rect width="${width}" height="${height * 0.46}" fill="${palette.fabricDark}"/><path d="M0 ${height * 0.46} q${width / 2} ${height * 0.05} ${width} 0 v-${height * 0.02} h-${width}z" fill="${palette.fabricDark}"/>`
    : `<path d="M0 0 h${width * 0.46} q-${width * 0.08} ${height / 2} 0 ${height} h-${width * 0.46} z" fill="${palette.fabricDark}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette.fabric}"/>${roomBox}${field}
  <circle cx="${portrait ? width * 0.85 : width * 0.4}" cy="${portrait ? height * 0.08 : height * 0.15}" r="${Math.min(width, height) * 0.08}" fill="${palette.accent}" opacity=".9"/>
</svg>`
}

/** A brand's mark: a geometric emblem in its colours (the wordmark is set in HTML). */
export function brandMarkSvg(variant: number): string {
  const p = palettes[variant % palettes.length]!
  const shapes = [
    `<circle cx="60" cy="60" r="44" fill="${p.fabric}"/><path d="M30 78 L60 30 L90 78 Z" fill="${p.accent}"/>`,
    `<rect x="18" y="18" width="84" height="84" rx="20" fill="${p.fabricDark}"/><circle cx="60" cy="60" r="22" fill="${p.accent}"/>`,
    `<path d="M60 14 L104 60 L60 106 L16 60 Z" fill="${p.fabric}"/><rect x="44" y="44" width="32" height="32" fill="${p.wood}"/>`,
    `<circle cx="44" cy="60" r="30" fill="${p.fabric}"/><circle cx="76" cy="60" r="30" fill="${p.accent}" opacity=".85"/>`,
    `<path d="M16 96 L16 40 L60 16 L104 40 L104 96 Z" fill="${p.woodDark}"/><rect x="48" y="62" width="24" height="34" fill="${p.accent}"/>`,
    `<rect x="16" y="16" width="40" height="40" rx="8" fill="${p.fabric}"/><rect x="64" y="16" width="40" height="40" rx="8" fill="${p.accent}"/><rect x="16" y="64" width="88" height="40" rx="8" fill="${p.fabricDark}"/>`,
    `<path d="M60 16 a44 44 0 1 0 0.1 0 Z M60 36 a24 24 0 1 1 -0.1 0 Z" fill="${p.fabricDark}" fill-rule="evenodd"/><circle cx="60" cy="60" r="10" fill="${p.accent}"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">${shapes[variant % shapes.length]}</svg>`
}

/** An e-catalogue page: a grid of products on a coloured frame. */
export function cataloguePageSvg(names: DrawingName[], variant: number): string {
  const p = palettes[variant % palettes.length]!
  const cells = names.slice(0, 4).map((name, i) => {
    const x = 40 + (i % 2) * 380
    const y = 260 + Math.floor(i / 2) * 420
    return `<rect x="${x}" y="${y}" width="360" height="400" rx="18" fill="#fff"/><g transform="translate(${x + 10} ${y + 10}) scale(.85)">${drawings[name](palettes[(variant + i) % palettes.length]!)}</g><rect x="${x + 24}" y="${y + 350}" width="180" height="14" rx="7" fill="${p.fabricDark}" opacity=".5"/><rect x="${x + 24}" y="${y + 372}" width="110" height="12" rx="6" fill="${p.accent}"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1131" viewBox="0 0 800 1131">
  <rect width="800" height="1131" fill="${p.fabric}"/><rect x="0" y="0" width="800" height="220" fill="${p.fabricDark}"/>
  <circle cx="690" cy="110" r="70" fill="${p.accent}"/><rect x="40" y="80" width="380" height="28" rx="14" fill="#fff" opacity=".9"/><rect x="40" y="124" width="240" height="18" rx="9" fill="#fff" opacity=".6"/>
  ${cells.join('')}</svg>`
}

/** A round sale badge: a price tag with a percent sign, drawn in shapes (no text, no font needed). */
export function saleBadgeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">
  <defs><radialGradient id="b" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f2c46b"/><stop offset="1" stop-color="#d4952a"/></radialGradient></defs>
  <circle cx="60" cy="60" r="58" fill="#b3261e"/>
  ${Array.from({ length: 24 }, (_, i) => `<circle cx="${60 + 54 * Math.cos((i * Math.PI) / 12)}" cy="${60 + 54 * Math.sin((i * Math.PI) / 12)}" r="6" fill="#b3261e"/>`).join('')}
  <circle cx="60" cy="60" r="44" fill="url(#b)"/>
  <path d="M38 44 h30 l16 16 -16 16 h-30 z" fill="#fff"/>
  <circle cx="44" cy="60" r="3.5" fill="#b3261e"/>
  <circle cx="56" cy="52" r="4" fill="none" stroke="#b3261e" stroke-width="3"/>
  <circle cx="68" cy="68" r="4" fill="none" stroke="#b3261e" stroke-width="3"/>
  <path d="M70 48 L54 72" stroke="#b3261e" stroke-width="3.5" stroke-linecap="round"/>
</svg>`
}
