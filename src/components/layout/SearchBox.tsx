'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { announceNavigation } from './navigation-events'
import { CloseIcon, SearchIcon } from '../ui/icons'

/** Spec §9: the box shows 500 ms after the icon is pressed. */
export const SEARCH_BOX_DELAY_MS = 500

/**
 * The header search: the icon opens a box after 500 ms; Enter goes to /search?q=…, then the box
 * clears and closes; empty input does nothing. Without JavaScript the icon is a link to /search.
 */
export function SearchBox() {
  const router = useRouter()
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed')
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const id = useId()

  useEffect(() => {
    if (state !== 'opening') return
    const timer = setTimeout(() => setState('open'), SEARCH_BOX_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state])
  useEffect(() => {
    if (state === 'open') input.current?.focus()
  }, [state])

  const close = () => {
    setState('closed')
    trigger.current?.focus()
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const q = query.trim()
    if (!q) return
    announceNavigation()
    router.push(`/search?q=${encodeURIComponent(q)}`)
    setQuery('')
    setState('closed')
  }

  return (
    <>
      <SmartLink
        ref={trigger}
        href="/search"
        prefetch={false}
        role="button"
        aria-expanded={state === 'open'}
        aria-controls={id}
        aria-label="Buka pencarian"
        onClick={(e) => {
          e.preventDefault()
          setState(state === 'closed' ? 'opening' : 'closed')
        }}
        className="icon-button hover:bg-sand-100"
      >
        <SearchIcon className={state === 'opening' ? 'size-6 animate-pulse' : 'size-6'} />
      </SmartLink>
      <div
        id={id}
        hidden={state !== 'open'}
        className="absolute inset-x-0 top-full z-40 border-b border-sand-200 bg-white shadow-lg"
      >
        <form role="search" onSubmit={submit} className="container flex items-center gap-2 py-3">
          <label htmlFor={`${id}-q`} className="sr-only">
            Cari produk, promo dan inspirasi
          </label>
          <SearchIcon className="size-5 text-muted" />
          <input
            ref={input}
            id={`${id}-q`}
            name="q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && close()}
            placeholder="Cari sofa, kasur, meja makan…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="min-h-11 flex-1 rounded-full border border-sand-200 bg-sand-50 px-4 text-base outline-none focus:border-brand-500 focus:bg-white"
          />
          <button
            type="button"
            onClick={close}
            onKeyDown={(e) => e.key === 'Escape' && close()}
            className="icon-button hover:bg-sand-100"
            aria-label="Tutup pencarian"
          >
            <CloseIcon className="size-5" />
          </button>
        </form>
      </div>
    </>
  )
}
