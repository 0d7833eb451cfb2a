import { CardGrid } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { formatDate } from '@/lib/format'
import { roomCategoriesWithCovers } from '@/server/content/rooms'
import { listingMetadata } from '@/server/seo/metadata'
import { readArticles } from '@/server/content/articles'
import { routes, withQuery } from '@/lib/routes'
import { FilterChips } from '@/components/ui/FilterChips'

type Props = { searchParams: Promise<{ page?: string; room?: string }> }

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams
  return listingMetadata(routes.articles, { page: pageParam(params.page), filtered: Boolean(params.room) })
}

export default async function InspirationsPage({ searchParams }: Props) {
  const params = await searchParams
  const page = pageParam(params.page)
  const rooms = await roomCategoriesWithCovers()
  const room = rooms.find((r) => r.slug === params.room)?.slug
  const data = await readArticles(page, 9, room)
  const href = (p: number, r = room) => withQuery(routes.articles, { room: r, page: p > 1 && p })
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Inspirasi"
        intro="Tips menata rumah, panduan memilih furnitur, dan ide dari desainer interior Rumah Loka."
      />
      <FilterChips
        label="Room"
        chips={[
          { key: '', label: 'Semua', href: href(1, undefined), current: !room },
          ...rooms.map((r) => ({
            key: r.slug,
            label: r.name,
            href: href(1, r.slug),
            current: room === r.slug,
          })),
        ]}
      />
      <CardGrid
        className="mt-6"
        cards={data.articles.map((a) => ({
          id: a.id,
          href: a.path,
          title: a.title,
          image: a.cover,
          eyebrow: a.room?.name,
          text: a.excerpt,
          meta: formatDate(a.published_at),
        }))}
        empty="Belum ada inspirasi untuk ruangan ini."
      />
      <Pagination page={page} totalPages={data.total_page} href={href} />
    </main>
  )
}
