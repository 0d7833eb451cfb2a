import type { Palette } from './palette'

/**
 * Furniture drawn in a 400 × 400 box, standing on y = 340. Each returns SVG markup; the shapes
 * are simple but shaded so a product grid reads like a real shop's photos on a plain backdrop.
 */
export type Drawing = (p: Palette) => string

const shadow = (w: number) => `<ellipse cx="200" cy="344" rx="${w}" ry="10" fill="#000" opacity=".10"/>`
const leg = (x: number, y: number, h: number, c: string, w = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${c}"/>`

export const sofa: Drawing = (p) => `${shadow(165)}
  ${leg(70, 300, 40, p.woodDark)}${leg(322, 300, 40, p.woodDark)}
  <rect x="50" y="150" width="300" height="110" rx="28" fill="${p.fabricDark}"/>
  <rect x="60" y="220" width="280" height="80" rx="18" fill="${p.fabric}"/>
  <rect x="72" y="200" width="126" height="42" rx="14" fill="${p.fabric}" stroke="${p.fabricDark}" stroke-width="2"/>
  <rect x="202" y="200" width="126" height="42" rx="14" fill="${p.fabric}" stroke="${p.fabricDark}" stroke-width="2"/>
  <rect x="36" y="190" width="44" height="110" rx="20" fill="${p.fabricDark}"/>
  <rect x="320" y="190" width="44" height="110" rx="20" fill="${p.fabricDark}"/>
  <rect x="90" y="168" width="60" height="44" rx="12" fill="${p.accent}" transform="rotate(-8 120 190)"/>`

export const armchair: Drawing = (p) => `${shadow(110)}
  ${leg(118, 300, 40, p.woodDark)}${leg(274, 300, 40, p.woodDark)}
  <path d="M110 130 Q200 95 290 130 L300 260 L100 260 Z" fill="${p.fabricDark}"/>
  <rect x="112" y="220" width="176" height="82" rx="18" fill="${p.fabric}"/>
  <rect x="86" y="190" width="44" height="112" rx="20" fill="${p.fabricDark}"/>
  <rect x="270" y="190" width="44" height="112" rx="20" fill="${p.fabricDark}"/>
  <rect x="132" y="208" width="136" height="30" rx="12" fill="${p.fabric}" stroke="${p.fabricDark}" stroke-width="2"/>`

export const diningTable: Drawing = (p) => `${shadow(170)}
  <rect x="30" y="170" width="340" height="22" rx="6" fill="${p.wood}"/>
  <rect x="30" y="190" width="340" height="10" fill="${p.woodDark}"/>
  ${leg(56, 198, 142, p.woodDark, 14)}${leg(330, 198, 142, p.woodDark, 14)}
  <circle cx="150" cy="160" r="9" fill="${p.accent}"/><rect x="140" y="150" width="20" height="14" rx="4" fill="${p.accent}"/>
  <rect x="230" y="138" width="22" height="32" rx="9" fill="${p.fabric}"/><path d="M241 138 q-18 -40 -2 -52 q8 18 2 52" fill="#6b8f71"/>`

export const diningChair: Drawing = (p) => `${shadow(70)}
  ${leg(140, 230, 110, p.woodDark, 10)}${leg(250, 230, 110, p.woodDark, 10)}
  <rect x="146" y="80" width="12" height="160" rx="4" fill="${p.wood}"/>
  <rect x="242" y="80" width="12" height="160" rx="4" fill="${p.wood}"/>
  <rect x="146" y="86" width="108" height="60" rx="10" fill="${p.wood}"/>
  <rect x="134" y="218" width="132" height="22" rx="8" fill="${p.fabric}"/>`

export const coffeeTable: Drawing = (p) => `${shadow(150)}
  <ellipse cx="200" cy="240" rx="150" ry="36" fill="${p.woodDark}"/>
  <ellipse cx="200" cy="232" rx="150" ry="36" fill="${p.wood}"/>
  ${leg(110, 262, 78, p.metal, 8)}${leg(282, 262, 78, p.metal, 8)}${leg(196, 266, 74, p.metal, 8)}
  <rect x="150" y="206" width="70" height="12" rx="3" fill="${p.accent}"/><rect x="156" y="196" width="60" height="10" rx="3" fill="${p.fabric}"/>`

export const bed: Drawing = (p) => `${shadow(180)}
  <rect x="30" y="120" width="60" height="220" rx="10" fill="${p.wood}"/>
  <rect x="60" y="230" width="320" height="80" rx="10" fill="${p.woodDark}"/>
  <rect x="70" y="200" width="310" height="44" rx="16" fill="#f7f3ec"/>
  <rect x="96" y="178" width="84" height="34" rx="14" fill="#ffffff" stroke="#ddd5c8" stroke-width="2"/>
  <path d="M190 196 h186 a10 10 0 0 1 10 10 v34 h-196 z" fill="${p.fabric}"/>
  ${leg(80, 306, 34, p.woodDark, 12)}${leg(360, 306, 34, p.woodDark, 12)}`

export const mattress: Drawing = (p) => `${shadow(175)}
  <rect x="30" y="210" width="340" height="110" rx="18" fill="#f8f6f1" stroke="#ddd5c8" stroke-width="3"/>
  <rect x="30" y="210" width="340" height="30" rx="14" fill="${p.fabric}"/>
  <path d="M50 270 h300 M50 295 h300" stroke="#e4ddd1" stroke-width="3" stroke-dasharray="10 8"/>
  <rect x="30" y="312" width="340" height="14" rx="6" fill="${p.fabricDark}"/>`

export const wardrobe: Drawing = (p) => `${shadow(125)}
  <rect x="80" y="40" width="240" height="290" rx="8" fill="${p.wood}"/>
  <rect x="88" y="48" width="110" height="274" rx="4" fill="${p.wood}" stroke="${p.woodDark}" stroke-width="3"/>
  <rect x="202" y="48" width="110" height="274" rx="4" fill="${p.wood}" stroke="${p.woodDark}" stroke-width="3"/>
  <rect x="186" y="170" width="5" height="40" rx="2" fill="${p.metal}"/><rect x="209" y="170" width="5" height="40" rx="2" fill="${p.metal}"/>
  ${leg(90, 330, 12, p.woodDark, 14)}${leg(296, 330, 12, p.woodDark, 14)}`

export const bookshelf: Drawing = (p) => `${shadow(120)}
  <rect x="90" y="50" width="220" height="290" rx="6" fill="${p.woodDark}"/>
  <rect x="100" y="60" width="200" height="270" fill="${p.wood}"/>
  ${[120, 180, 240].map((y) => `<rect x="100" y="${y}" width="200" height="8" fill="${p.woodDark}"/>`).join('')}
  <rect x="110" y="80" width="14" height="40" fill="${p.fabric}"/><rect x="126" y="86" width="12" height="34" fill="${p.accent}"/><rect x="140" y="78" width="16" height="42" fill="${p.fabricDark}"/>
  <circle cx="250" cy="162" r="16" fill="${p.accent}"/><rect x="120" y="200" width="60" height="40" rx="4" fill="${p.fabric}"/>
  <rect x="220" y="256" width="14" height="50" fill="${p.accent}"/><rect x="236" y="262" width="14" height="44" fill="${p.fabric}"/><path d="M160 300 q10 -50 30 -40 q-20 10 -20 40z" fill="#6b8f71"/>`

export const desk: Drawing = (p) => `${shadow(160)}
  <rect x="40" y="180" width="320" height="18" rx="4" fill="${p.wood}"/>
  <rect x="250" y="198" width="100" height="100" fill="${p.woodDark}"/><rect x="258" y="210" width="84" height="36" rx="3" fill="${p.wood}"/><rect x="258" y="252" width="84" height="36" rx="3" fill="${p.wood}"/>
  ${leg(52, 198, 142, p.metal, 10)}${leg(300, 298, 42, p.metal, 10)}
  <rect x="120" y="110" width="90" height="60" rx="6" fill="#2b2b2b"/><rect x="160" y="170" width="10" height="12" fill="#2b2b2b"/>
  <path d="M70 180 l20 -50 l10 4 l-14 46" fill="${p.accent}"/>`

export const officeChair: Drawing = (p) => `${shadow(90)}
  <rect x="140" y="60" width="120" height="130" rx="30" fill="${p.fabricDark}"/>
  <rect x="130" y="190" width="140" height="34" rx="14" fill="${p.fabric}"/>
  <rect x="195" y="224" width="10" height="70" fill="${p.metal}"/>
  <path d="M200 294 L120 326 M200 294 L280 326 M200 294 L200 334 M200 294 L150 336 M200 294 L250 336" stroke="${p.metal}" stroke-width="8" stroke-linecap="round"/>
  <rect x="118" y="160" width="16" height="50" rx="6" fill="${p.metal}"/><rect x="266" y="160" width="16" height="50" rx="6" fill="${p.metal}"/>`

export const floorLamp: Drawing = (p) => `${shadow(60)}
  <path d="M150 60 L250 60 L275 150 L125 150 Z" fill="${p.accent}"/>
  <path d="M150 60 L250 60 L275 150 L125 150 Z" fill="#fff" opacity=".25"/>
  <rect x="196" y="150" width="8" height="180" fill="${p.metal}"/>
  <ellipse cx="200" cy="334" rx="48" ry="10" fill="${p.metal}"/>`

export const tableLamp: Drawing = (p) => `${shadow(70)}
  <path d="M130 120 L270 120 L250 210 L150 210 Z" fill="${p.fabric}"/>
  <ellipse cx="200" cy="280" rx="56" ry="60" fill="${p.accent}"/>
  <rect x="194" y="210" width="12" height="30" fill="${p.metal}"/>
  <ellipse cx="200" cy="336" rx="50" ry="8" fill="${p.woodDark}"/>`

export const rug: Drawing = (p) => `
  <g transform="translate(200 250) skewX(-20) translate(-200 -250)">
    <rect x="60" y="180" width="300" height="150" rx="4" fill="${p.fabric}"/>
    <rect x="78" y="196" width="264" height="118" fill="none" stroke="${p.accent}" stroke-width="8"/>
    <path d="M120 255 h180 M210 215 v80" stroke="${p.fabricDark}" stroke-width="10"/>
    <circle cx="210" cy="255" r="24" fill="${p.accent}"/>
  </g>`

export const cushion: Drawing = (p) => `${shadow(120)}
  <path d="M90 120 Q200 100 310 120 Q330 225 310 320 Q200 340 90 320 Q70 225 90 120 Z" fill="${p.fabric}"/>
  <path d="M130 170 Q200 150 270 170 M130 225 Q200 205 270 225 M130 280 Q200 260 270 280" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M90 120 Q200 100 310 120 Q330 225 310 320 Q200 340 90 320 Q70 225 90 120 Z" fill="none" stroke="${p.fabricDark}" stroke-width="6"/>`

export const plant: Drawing = (p) => `${shadow(70)}
  <path d="M200 230 q-80 -40 -90 -130 q60 30 90 130" fill="#5e8c61"/>
  <path d="M200 230 q70 -60 110 -140 q10 80 -110 140" fill="#6fa273"/>
  <path d="M200 230 q-10 -110 20 -190 q30 100 -20 190" fill="#4c7a50"/>
  <path d="M150 230 L250 230 L236 336 L164 336 Z" fill="${p.fabric}"/>
  <rect x="144" y="222" width="112" height="18" rx="6" fill="${p.fabricDark}"/>`

export const mirror: Drawing = (p) => `${shadow(80)}
  <ellipse cx="200" cy="190" rx="100" ry="150" fill="${p.metal}"/>
  <ellipse cx="200" cy="190" rx="88" ry="138" fill="#dfe8ec"/>
  <path d="M150 120 q20 -50 60 -60" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".8"/>`

export const wallClock: Drawing = (p) => `
  <circle cx="200" cy="200" r="130" fill="${p.wood}"/>
  <circle cx="200" cy="200" r="112" fill="#fbf8f2"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="197" y="96" width="6" height="16" fill="${p.metal}" transform="rotate(${i * 30} 200 200)"/>`).join('')}
  <rect x="196" y="130" width="8" height="76" rx="3" fill="${p.metal}" transform="rotate(-50 200 200)"/>
  <rect x="197" y="112" width="6" height="94" rx="3" fill="${p.accent}" transform="rotate(70 200 200)"/>
  <circle cx="200" cy="200" r="9" fill="${p.metal}"/>`

export const cookware: Drawing = (p) => `${shadow(150)}
  <path d="M70 200 h200 v90 a30 30 0 0 1 -30 30 h-140 a30 30 0 0 1 -30 -30 z" fill="${p.fabric}"/>
  <rect x="60" y="188" width="220" height="18" rx="9" fill="${p.fabricDark}"/>
  <rect x="270" y="192" width="100" height="14" rx="7" fill="${p.woodDark}"/>
  <path d="M110 150 h120 a10 10 0 0 1 10 10 v28 h-140 v-28 a10 10 0 0 1 10 -10" fill="${p.metal}" opacity=".85"/>
  <circle cx="170" cy="140" r="10" fill="${p.woodDark}"/>`

export const tableware: Drawing = (p) => `${shadow(150)}
  <ellipse cx="170" cy="290" rx="130" ry="40" fill="#f7f4ee" stroke="#ddd5c8" stroke-width="3"/>
  <ellipse cx="170" cy="284" rx="90" ry="26" fill="${p.fabric}" opacity=".35"/>
  <ellipse cx="170" cy="268" rx="100" ry="30" fill="#fdfbf7" stroke="#ddd5c8" stroke-width="3"/>
  <path d="M260 200 h70 l-10 110 h-50 z" fill="${p.fabric}"/>
  <ellipse cx="295" cy="200" rx="35" ry="8" fill="${p.fabricDark}"/>
  <path d="M80 200 v-70 M70 130 v30 q10 10 20 0 v-30" stroke="${p.metal}" stroke-width="6" fill="none" stroke-linecap="round"/>`

export const towels: Drawing = (p) => `${shadow(140)}
  <rect x="80" y="270" width="240" height="60" rx="14" fill="${p.fabric}"/>
  <rect x="90" y="214" width="220" height="58" rx="14" fill="${p.accent}"/>
  <rect x="100" y="160" width="200" height="56" rx="14" fill="#f7f3ec" stroke="#ddd5c8" stroke-width="3"/>
  <path d="M80 300 h240 M90 244 h220 M100 190 h200" stroke="#fff" stroke-width="4" opacity=".5"/>
  <circle cx="320" cy="150" r="18" fill="${p.fabricDark}"/><rect x="310" y="120" width="20" height="16" rx="4" fill="${p.metal}"/>`

export const storageBox: Drawing = (p) => `${shadow(160)}
  <rect x="50" y="210" width="150" height="120" rx="8" fill="${p.wood}"/><rect x="50" y="200" width="150" height="20" rx="6" fill="${p.woodDark}"/>
  <rect x="200" y="180" width="150" height="150" rx="8" fill="${p.fabric}"/><rect x="200" y="170" width="150" height="20" rx="6" fill="${p.fabricDark}"/>
  <rect x="104" y="250" width="42" height="12" rx="6" fill="${p.woodDark}"/><rect x="254" y="230" width="42" height="12" rx="6" fill="${p.fabricDark}"/>
  <rect x="110" y="100" width="130" height="100" rx="8" fill="${p.accent}"/><rect x="110" y="92" width="130" height="16" rx="6" fill="${p.fabricDark}"/>`

export const outdoorChair: Drawing = (p) => `${shadow(160)}
  <path d="M60 300 L300 300 L360 170" stroke="${p.woodDark}" stroke-width="14" fill="none" stroke-linecap="round"/>
  <path d="M70 270 L290 270 L350 150 L370 160 L305 290 L70 290 Z" fill="${p.fabric}"/>
  ${leg(70, 296, 44, p.woodDark, 12)}${leg(280, 296, 44, p.woodDark, 12)}
  <circle cx="110" cy="220" r="34" fill="${p.accent}"/><rect x="104" y="250" width="12" height="40" fill="${p.woodDark}"/>`

export const tvCabinet: Drawing = (p) => `${shadow(175)}
  <rect x="30" y="220" width="340" height="96" rx="6" fill="${p.wood}"/>
  <rect x="40" y="232" width="100" height="72" rx="4" fill="${p.wood}" stroke="${p.woodDark}" stroke-width="3"/>
  <rect x="150" y="232" width="100" height="72" rx="4" fill="${p.woodDark}" opacity=".35"/>
  <rect x="260" y="232" width="100" height="72" rx="4" fill="${p.wood}" stroke="${p.woodDark}" stroke-width="3"/>
  ${leg(48, 316, 24, p.metal, 8)}${leg(344, 316, 24, p.metal, 8)}
  <rect x="110" y="90" width="180" height="110" rx="6" fill="#1f1f1f"/><rect x="118" y="98" width="164" height="94" fill="#34414f"/>
  <rect x="190" y="200" width="20" height="20" fill="#1f1f1f"/>`

export const drawings = {
  sofa,
  armchair,
  diningTable,
  diningChair,
  coffeeTable,
  bed,
  mattress,
  wardrobe,
  bookshelf,
  desk,
  officeChair,
  floorLamp,
  tableLamp,
  rug,
  cushion,
  plant,
  mirror,
  wallClock,
  cookware,
  tableware,
  towels,
  storageBox,
  outdoorChair,
  tvCabinet,
} satisfies Record<string, Drawing>

export type DrawingName = keyof typeof drawings
