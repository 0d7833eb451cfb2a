import Link from 'next/link'

import { Card } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { formatDate } from '@/lib/format'
import { roomCategoriesWithCovers } from '@/server/content/rooms'
import { seoMetadata } from '@/server/seo/metadata'
import { readArticles } from '@/server/site/reads'

export const generateMetadata = () => seoMetadata('/inspirations')

type Props = { searchParams: Promise<{ page?: string; room?: string }> }

export default async function InspirationsPage({ searchParams }: Props) {
  const params = await searchParams
  const page = pageParam(params.page)
  const rooms = await roomCategoriesWithCovers()
  const room = rooms.find((r) => r.slug === params.room)?.slug
  const data = await readArticles(page, 9, room)
  const href = (p: number, r = room) => {
    const q = new URLSearchParams({ ...(r ? { room: r } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()
    return `/inspirations${q ? `?${q}` : ''}`
  }
  return (
    <main id="main" className="container pb-8">
      <PageIntro title="Inspirasi" intro="Tips menata rumah, panduan memilih furnitur, dan ide dari desainer interior Rumah Loka." />
      <nav aria-label="Room" className="flex flex-wrap gap-2 text-sm">
        <Link href={href(1, undefined)} aria-current={!room ? 'page' : undefined} className={`inline-flex min-h-9 items-center rounded-full border px-3 ${!room ? 'border-brand-700 font-semibold text-brand-700' : 'border-sand-200 hover:bg-sand-50'}`}>Semua</Link>
        {rooms.map((r) => (
          <Link key={r.slug} href={href(1, r.slug)} aria-current={room === r.slug ? 'page' : undefined} className={`inline-flex min-h-9 items-center rounded-full border px-3 ${room === r.slug ? 'border-brand-700 font-semibold text-brand-700' : 'border-sand-200 hover:bg-sand-50'}`}>{r.name}</Link>
        ))}
      </nav>
      {data.articles.length ? (
        <ul className="mt-6 grid gap-5 medium:grid-cols-2 large:grid-cols-3">
          {data.articles.map((a, i) => <li key={a.id}><Card headingLevel={2} href={`/inspirations/${a.slug}`} title={a.title} image={a.cover} eyebrow={a.room?.name} text={a.excerpt} meta={formatDate(a.published_at)} priority={i === 0} /></li>)}
        </ul>
      ) : (
        <p className="mt-8 rounded-2xl bg-sand-50 p-6 text-muted">Belum ada inspirasi untuk ruangan ini.</p>
      )}
      <Pagination page={page} totalPages={data.total_page} href={href} />
    </main>
  )
}
