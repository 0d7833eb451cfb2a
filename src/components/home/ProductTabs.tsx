'use client'

import { type ReactNode, useId, useState } from 'react'

import { ProductGrid } from '@/components/catalog/ProductGrid'
import { apiRequest } from '@/components/api-client'
import type { ProductView } from '@/server/catalog/product-view'
import type { RecommendationTab } from '@/server/catalog/recommendations'

type Panel = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: ProductView[] }

/**
 * The home page's recommendation tabs. The server renders the first tab only: each other tab's cards would
 * cost the uncached render and the document their markup twice (HTML and flight data) for a panel most
 * visitors never open (docs/performance.md). The others load from the contract call when first hovered,
 * focused or chosen. Arrow keys move between tabs, as the ARIA tabs pattern has it.
 */
export function ProductTabs({
  tabs,
  first,
  pageSize,
}: {
  tabs: { key: RecommendationTab; label: string }[]
  /** The first tab's panel, rendered by the server. */
  first: ReactNode
  pageSize: number
}) {
  const [active, setActive] = useState(0)
  const [panels, setPanels] = useState<Partial<Record<RecommendationTab, Panel>>>({})
  const id = useId()

  const load = async (tab: RecommendationTab, again = false) => {
    if (tab === tabs[0]!.key || (panels[tab] && !again)) return
    setPanels((p) => ({ ...p, [tab]: { state: 'loading' } }))
    const answer = await apiRequest('/api/product/recommendation', {
      params: { url_key: 'homepage', tab, page_size: pageSize },
      quiet: true,
    })
    setPanels((p) => ({
      ...p,
      [tab]: answer.ok ? { state: 'ready', products: answer.data.products } : { state: 'failed' },
    }))
  }
  const choose = (i: number) => {
    setActive(i)
    void load(tabs[i]!.key)
  }
  const move = (event: React.KeyboardEvent, i: number) => {
    const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : null
    if (next === null) return
    const target = (next + tabs.length) % tabs.length
    choose(target)
    document.getElementById(`${id}-tab-${target}`)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Rekomendasi produk" className="flex gap-2 overflow-x-auto">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => choose(i)}
            onKeyDown={(e) => move(e, i)}
            onPointerEnter={() => void load(tab.key)}
            onFocus={() => void load(tab.key)}
            className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ${i === active ? 'bg-brand-700 text-white' : 'bg-sand-100 hover:bg-sand-200'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`${id}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${i}`}
          aria-busy={panels[tab.key]?.state === 'loading' || undefined}
          hidden={i !== active}
          className="mt-4"
        >
          {i === 0 ? (
            first
          ) : (
            <LoadedPanel
              panel={panels[tab.key]}
              shown={i === active}
              pageSize={pageSize}
              retry={() => load(tab.key, true)}
            />
          )}
        </div>
      ))}
    </div>
  )
}

function LoadedPanel({
  panel,
  shown,
  pageSize,
  retry,
}: {
  panel: Panel | undefined
  shown: boolean
  pageSize: number
  retry: () => void
}) {
  // A hidden tab not yet asked for holds nothing: placeholders are drawn only where they are seen.
  if (!panel && !shown) return null
  if (panel?.state === 'ready')
    return panel.products.length ? (
      <ProductGrid products={panel.products} />
    ) : (
      <p className="rounded-2xl bg-sand-50 p-6 text-muted">Belum ada produk di sini.</p>
    )
  if (panel?.state === 'failed')
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-sand-50 p-6">
        Produk belum bisa dimuat. Periksa koneksi Anda.
        <button
          type="button"
          onClick={retry}
          className="min-h-11 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Coba lagi
        </button>
      </p>
    )
  // Placeholders of the cards' size, so the page does not jump when they arrive.
  return (
    <ul className="grid grid-cols-2 gap-3 medium:grid-cols-3 large:grid-cols-5" aria-label="Memuat produk">
      {Array.from({ length: pageSize }, (_, i) => (
        <li key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-sand-100" />
      ))}
    </ul>
  )
}
