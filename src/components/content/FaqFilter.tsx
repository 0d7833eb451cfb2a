'use client'

import Link from 'next/link'
import { useId, useState } from 'react'

import { FaqItem } from './FaqList'
import { JsonLd } from '../ui/JsonLd'
import { faqPageData } from '@/server/seo/structured-data'

type Group = { topic: string; faqs: { id: number; question: string; answer: string }[] }

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * The FAQ grouped by topic with a filter box; the count of matches is announced. Without script all are
 * shown. The page's structured data (FAQPage) is written here from the entries the component already
 * receives: written by the page, it would travel a second time in the page's flight data (5.6 KB of /faq's
 * 39 KB, docs/performance.md).
 */
export function FaqFilter({ groups }: { groups: Group[] }) {
  const [query, setQuery] = useState('')
  const id = useId()
  const words = normalise(query).split(/\s+/).filter(Boolean)
  const matches = (f: Group['faqs'][number]) =>
    words.every((w) => normalise(`${f.question} ${f.answer}`).includes(w))
  const visible = groups.map((g) => ({ ...g, faqs: g.faqs.filter(matches) })).filter((g) => g.faqs.length)
  const count = visible.reduce((n, g) => n + g.faqs.length, 0)
  return (
    <div>
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
        {words.length ? `${count} pertanyaan cocok` : ''}
      </p>
      {visible.map((g) => (
        <section key={g.topic} aria-labelledby={`${id}-${g.topic}`} className="mt-6">
          <h2 id={`${id}-${g.topic}`} className="mb-3 text-xl font-bold">
            {g.topic}
          </h2>
          <div className="divide-y divide-sand-200 rounded-xl border border-sand-200">
            {g.faqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} open={words.length > 0} />
            ))}
          </div>
        </section>
      ))}
      <JsonLd data={faqPageData(groups.flatMap((g) => g.faqs))} />
      {words.length > 0 && !count && (
        <p className="mt-6 rounded-2xl bg-sand-50 p-6">
          Tidak ada pertanyaan yang cocok.{' '}
          <Link href="/contact-us" className="font-semibold text-brand-700 underline">
            Tanyakan langsung kepada kami
          </Link>
          .
        </p>
      )}
    </div>
  )
}
