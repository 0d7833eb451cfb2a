import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { Suspense, type ReactNode } from 'react'

import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { ClientSetup } from '@/components/layout/ClientSetup'
import { ConnectionWatch } from '@/components/layout/ConnectionWatch'
import { OfflineReady } from '@/components/layout/OfflineReady'
import { FloatingStack } from '@/components/layout/FloatingStack'
import { MarketplaceHandoff } from '@/components/layout/MarketplaceHandoff'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { ProgressBar } from '@/components/layout/ProgressBar'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { Toasts } from '@/components/layout/Toasts'
import { VisitBeacon } from '@/components/layout/VisitBeacon'
import { brandFont } from '@/lib/fonts'
import { headScript } from '@/lib/inline-scripts'
import { contractConfig } from '@/server/contract/config'
import { siteOrigin } from '@/server/seo/metadata'
import { getShellData } from '@/server/shell/shell'
import '@/styles/globals.css'

// Every page reads the database at request time (through cached reads), never at build time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Rumah Loka', template: '%s' },
  applicationName: 'Rumah Loka',
  icons: { icon: '/icon.svg' },
}

export const viewport: Viewport = { themeColor: '#2f5439', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [shell, origin, nonce] = await Promise.all([
    getShellData(),
    siteOrigin(),
    headers().then((h) => h.get('x-nonce') ?? undefined),
  ])
  const c = contractConfig
  return (
    <html lang="en" className={brandFont.variable} suppressHydrationWarning>
      <head>
        {/* The page's CSP nonce (src/proxy.ts): this script is inline, so the policy runs it only with the
           nonce. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          lang="id"
          className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Langsung ke konten
        </a>
        <Suspense>
          <ProgressBar />
          <OfflineReady enabled={process.env.SERVICE_WORKER !== 'off'} />
        </Suspense>
        <ConnectionWatch />
        <PreviewBanner />
        <SiteHeader shell={shell} />
        <Breadcrumb origin={origin} />
        {/* The document is English (spec §1), its words Indonesian: each region says so (site-shell.md). */}
        <div lang="id" className="flex-1">
          {children}
        </div>
        <SiteFooter shell={shell} />
        <FloatingStack shell={shell} />
        <Toasts />
        <VisitBeacon />
        <MarketplaceHandoff campaign={shell.links.marketplaceUtm} />
        <ClientSetup
          api={{
            websiteKeyHeader: c.websiteKeyHeader,
            websiteKey: c.websiteKey,
            companyCodeHeader: c.companyCodeHeader,
            companyCode: c.companyCode,
          }}
          notices={shell.notices}
        />
      </body>
    </html>
  )
}
