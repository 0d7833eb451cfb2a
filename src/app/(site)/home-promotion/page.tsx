import Link from 'next/link'

import { Card, periodText } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { seoMetadata } from '@/server/seo/metadata'
import { readPromotions } from '@/server/site/reads'

export const generateMetadata = () => seoMetadata('/home-promotion')

type Props = { searchParams: Promise<{ page?: string; status?: string; category?: string }> }

const tabs = [
  { status: 'current', label: 'Sedang berlangsung' },
  { status: 'upcoming', label: 'Segera hadir' },
  { status: 'past', label: 'Sudah berakhir' },
] as const

export default async function PromotionsPage({ searchParams }: Props) {
  const params = await searchParams
  const status = tabs.find((t) => t.status === params.status)?.status ?? 'current'
  const page = pageParam(params.page)
  const category = params.category?.slice(0, 60) || undefined
  const data = await readPromotions(status, page, 12, category)
  const href = (next: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams()
    for (const [k, v] of Object.entries({ status, category, ...next })) if (v !== undefined && v !== '' && !(k === 'status' && v === 'current') && !(k === 'page' && Number(v) === 1)) q.set(k, String(v))
    const s = q.toString()
    return `/home-promotion${s ? `?${s}` : ''}`
  }
  return (
    <main id="main" className="container pb-8">
      <PageIntro title="Promo" intro="Diskon, cicilan 0% dan hadiah menarik di toko Rumah Loka dan toko resmi kami di marketplace." />
      <nav aria-label="Promotion status" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t.status} href={href({ status: t.status, page: undefined, category: undefined })} aria-current={t.status === status ? 'page' : undefined} className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${t.status === status ? 'bg-brand-700 text-white' : 'bg-sand-100 hover:bg-sand-200'}`}>{t.label}</Link>
        ))}
      </nav>
      {data.categories.length > 1 && (
        <nav aria-label="Promotion category" className="mt-3 flex flex-wrap gap-2 text-sm">
          <Link href={href({ category: undefined, page: undefined })} aria-current={!category ? 'page' : undefined} className={`inline-flex min-h-9 items-center rounded-full border px-3 ${!category ? 'border-brand-700 font-semibold text-brand-700' : 'border-sand-200'}`}>Semua</Link>
          {data.categories.map((c) => (
            <Link key={c} href={href({ category: c, page: undefined })} aria-current={category === c ? 'page' : undefined} className={`inline-flex min-h-9 items-center rounded-full border px-3 ${category === c ? 'border-brand-700 font-semibold text-brand-700' : 'border-sand-200'}`}>{c}</Link>
          ))}
        </nav>
      )}
      {data.promotions.length ? (
        <ul className="mt-6 grid gap-5 medium:grid-cols-2 large:grid-cols-3">
          {data.promotions.map((p, i) => (
            <li key={p.id}><Card headingLevel={2} href={`/home-promotion/${p.slug}`} title={p.title} image={p.banner} eyebrow={p.category} text={p.summary} meta={periodText(p.start_at, p.end_at)} priority={i === 0} /></li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-2xl bg-sand-50 p-6 text-muted">Belum ada promo di sini. Lihat <Link className="font-semibold text-brand-700 underline" href="/home-promotion">promo yang sedang berlangsung</Link>.</p>
      )}
      <Pagination page={page} totalPages={data.total_page} href={(p) => href({ page: p })} />
    </main>
  )
}
