import { appIconPng, appIconSizes } from '@/server/app-icon'

// Drawn once, as the build prerenders each size; nothing here reads the database.
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = () =>
  [...appIconSizes.map(String), 'maskable-512'].map((size) => ({ size }))

/** /app-icon/{192|512|maskable-512}: the installed app's icons (src/app/manifest.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ size: string }> }) {
  const { size } = await params
  const maskable = size.startsWith('maskable-')
  const png = await appIconPng(Number(size.replace('maskable-', '')), maskable)
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  })
}
