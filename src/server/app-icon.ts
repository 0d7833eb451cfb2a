import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/** The square sizes of the installed app's icons (the manifest lists each). */
export const appIconSizes = [192, 512] as const

/**
 * The brand mark (public/icon.svg) as a PNG of `size` pixels. `maskable`: the mark within the middle 60 % on
 * the brand's background colour, so a launcher's circle or squircle never cuts into it.
 */
export async function appIconPng(size: number, maskable = false): Promise<Buffer> {
  const svg = await fs.readFile(path.join(process.cwd(), 'public/icon.svg'))
  if (!maskable)
    return sharp(svg, { density: (72 * size) / 36 })
      .resize(size, size)
      .png()
      .toBuffer()
  const inner = Math.round(size * 0.6)
  const mark = await sharp(svg, { density: (72 * inner) / 36 })
    .resize(inner, inner)
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: '#faf7f2' } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}
