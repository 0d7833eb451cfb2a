'use client'

import { type ReactNode, useId, useState } from 'react'

/**
 * Tabs over lists the server already rendered (so they read without JavaScript, stacked).
 * Arrow keys move between tabs, as the ARIA tabs pattern has it.
 */
export function ProductTabs({ tabs }: { tabs: { key: string; label: string; panel: ReactNode }[] }) {
  const [active, setActive] = useState(0)
  const id = useId()
  const move = (event: React.KeyboardEvent, i: number) => {
    const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : null
    if (next === null) return
    const target = (next + tabs.length) % tabs.length
    setActive(target)
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
            onClick={() => setActive(i)}
            onKeyDown={(e) => move(e, i)}
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
          hidden={i !== active}
          className="mt-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
