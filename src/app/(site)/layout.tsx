import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { brandFont } from '@/lib/fonts'
import '@/styles/globals.css'

// Every page reads the database at request time (through cached reads), never at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Rumah Loka', template: '%s' },
  applicationName: 'Rumah Loka',
}

export const viewport: Viewport = { themeColor: '#2f5439', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={brandFont.variable}>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  )
}
