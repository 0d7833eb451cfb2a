'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * A filter box over the FAQ printed by the server (`children`: sections of `<details>`, static markup): a
 * question shows while every typed word is in it or its answer, a topic while one of its questions does,
 * and matches open; the count of matches is announced. The entries never travel as this component's props
 * (as props they were the page's flight data, sent a second time beside the HTML: docs/performance.md,
 * "Static markup"). Without script all entries are shown and the box, which could do nothing, is not.
 */
export function FaqFilter({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('')
  const [count, setCount] = useState(0)
  const list = useRef<HTMLDivElement>(null)
  const id = useId()
  const words = normalise(query).split(/\s+/).filter(Boolean)
  const filtering = words.length > 0
  const key = words.join(' ')

  // Before paint, so the count and the entries change together; nothing is touched until a filter is typed
  // (a question opened before the page hydrated stays open).
  const filtered = useRef(false)
  useLayoutEffect(() => {
    const root = list.current
    if (!root || (!key && !filtered.current)) return
    filtered.current = true
    const wanted = key ? key.split(' ') : []
    let shown = 0
    for (const section of root.querySelectorAll('section')) {
      let any = false
      for (const entry of section.querySelectorAll('details')) {
        const match = wanted.every((w) => normalise(entry.textContent ?? '').includes(w))
        entry.hidden = !match
        // Matches open while a filter is typed; clearing it closes them again.
        entry.open = match && wanted.length > 0
        if (match) {
          any = true
          shown++
        }
      }
      section.hidden = !any
    }
    setCount(shown)
  }, [key])

  return (
    <div>
      <div className="needs-script">
        <label htmlFor={id} className="font-semibold">
          Cari pertanyaan
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Misalnya: garansi, pengiriman, refund"
          className="mt-1 block min-h-11 w-full max-w-xl rounded-full border border-sand-200 bg-sand-50 px-4 outline-none focus:border-brand-500 focus:bg-white"
        />
        <p aria-live="polite" className="mt-2 text-sm text-muted">
          {filtering ? `${count} pertanyaan cocok` : ''}
        </p>
      </div>
      <div ref={list}>{children}</div>
      {filtering && !count && (
        <p className="mt-6 rounded-2xl bg-sand-50 p-6">
          Tidak ada pertanyaan yang cocok.{' '}
          <SmartLink href="/contact-us" className="font-semibold text-brand-700 underline">
            Tanyakan langsung kepada kami
          </SmartLink>
          .
        </p>
      )}
    </div>
  )
}
