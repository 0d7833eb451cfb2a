import type { MetadataRoute } from 'next'

import { appIconSizes } from '@/server/app-icon'

/**
 * The web app manifest (issue 42): the site installs from the browser as "Rumah Loka", opening at the home
 * page in its own window, in the brand's colours, with icons drawn from the brand mark (src/app/app-icon).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Rumah Loka',
    short_name: 'Rumah Loka',
    description: 'Promo, produk, inspirasi, toko dan event Rumah Loka, furnitur dan perlengkapan rumah.',
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2f5439',
    icons: [
      ...appIconSizes.map((size) => ({
        src: `/app-icon/${size}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any' as const,
      })),
      { src: '/app-icon/maskable-512', sizes: '512x512', type: 'image/png', purpose: 'maskable' as const },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
