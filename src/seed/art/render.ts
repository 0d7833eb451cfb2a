import sharp from 'sharp'

/** Rasterises drawn SVG art to the format shops use for photos. */
export async function svgToImage(svg: string, format: 'webp' | 'png' | 'jpeg' = 'webp'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer()
  if (format === 'jpeg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return image.webp({ quality: 82 }).toBuffer()
}
