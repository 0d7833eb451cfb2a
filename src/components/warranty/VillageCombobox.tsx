'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { findVillages, type Village } from './warranty-api'
import { inputClass } from '@/components/forms/Field'

/**
 * The kelurahan/desa, picked by typing its name (WAI-ARIA combobox: arrows move, Enter picks, Escape closes).
 * Suggestions come from GET /apiwarranty/master/getpostal with the kecamatan, city and province of each.
 */
export function VillageCombobox({
  id,
  value,
  error,
  describedBy,
  onType,
  onPick,
}: {
  id: string
  value: string
  error?: string
  describedBy: string
  onType: (text: string) => void
  onPick: (v: Village) => void
}) {
  const listId = useId()
  const [options, setOptions] = useState<Village[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const [hint, setHint] = useState('')
  const picked = useRef<string | null>(null)

  useEffect(() => {
    const q = value.trim()
    if (q.length < 3 || q === picked.current) return
    let stale = false
    const timer = setTimeout(async () => {
      const result = await findVillages(q)
      if (stale) return
      const villages = result.ok ? result.data.villages : []
      const total = result.ok ? result.data.total : 0
      setOptions(villages)
      setActive(-1)
      setOpen(true)
      setStatus(
        result.ok
          ? villages.length
            ? `${villages.length} saran kelurahan. Gunakan panah atas dan bawah untuk memilih.`
            : 'Kelurahan tidak ditemukan.'
          : 'Saran kelurahan tidak dapat dimuat. Coba lagi.',
      )
      // Seen by everyone, not only screen readers: what to type when the list is empty or too long.
      setHint(
        !result.ok
          ? 'Saran kelurahan tidak dapat dimuat. Coba lagi.'
          : !villages.length
            ? 'Kelurahan tidak ditemukan. Periksa ejaannya, atau ketik nama kelurahan saja.'
            : total > villages.length
              ? `Ada ${total} kelurahan yang cocok. Tambahkan nama kecamatan atau kota, mis. "${q} bogor".`
              : '',
      )
    }, 250)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [value])

  const pick = (v: Village) => {
    picked.current = v.kelurahan
    setOpen(false)
    setHint('')
    setStatus(`Dipilih: ${v.kelurahan}, ${v.kecamatan}, ${v.city}, ${v.province}`)
    onPick(v)
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault()
      setOpen(true)
      setActive((a) => (a + 1) % options.length)
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault()
      setOpen(true)
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1))
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault()
      pick(options[active]!)
    } else if (e.key === 'Escape') setOpen(false)
  }

  const shown = open && options.length > 0
  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder="Ketik minimal 3 huruf, mis. Cipete Utara"
        onChange={(e) => {
          picked.current = null
          onType(e.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length && picked.current === null && setOpen(true)}
        className={inputClass(error)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Saran kelurahan"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-sand-200 bg-white py-1 shadow-lg"
      >
        {options.map((v, i) => (
          <div
            key={v.code}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(v)
            }}
            className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-sand-50'}`}
          >
            <span className="font-semibold">{v.kelurahan}</span>
            <span className="block text-sm text-muted">
              Kec. {v.kecamatan}, {v.city}, {v.province}
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {hint && <p className="mt-1 text-sm text-amber-900">{hint}</p>}
    </div>
  )
}
