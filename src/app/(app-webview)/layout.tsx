import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { brandFont } from '@/lib/fonts'
import '@/styles/globals.css'

// Pages for the retailer's app web view: the app draws its own header and navigation.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Rumah Loka', robots: { index: false, follow: true } }
export const viewport: Viewport = { themeColor: '#2f5439', width: 'device-width', initialScale: 1 }

export default function WebViewLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={brandFont.variable}>
      <body className="bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  )
}
