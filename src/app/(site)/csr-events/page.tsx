import { CardGrid } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { formatDate } from '@/lib/format'
import { listCsrStories } from '@/server/content/csr'
import { listingMetadata } from '@/server/seo/metadata'
import { routes, withQuery } from '@/lib/routes'

type Props = { searchParams: Promise<{ page?: string }> }

export async function generateMetadata({ searchParams }: Props) {
  return listingMetadata(routes.csrStories, { page: pageParam((await searchParams).page) })
}

export default async function CsrPage({ searchParams }: Props) {
  const page = pageParam((await searchParams).page)
  const data = await listCsrStories(page, 9)
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Berita Terbaru"
        intro="Kegiatan tanggung jawab sosial Rumah Loka bersama karyawan, pelanggan dan komunitas."
      />
      <CardGrid
        cards={data.stories.map((s) => ({
          id: s.id,
          href: s.path,
          title: s.title,
          image: s.cover,
          eyebrow: s.location,
          text: s.summary,
          meta: formatDate(s.date),
        }))}
      />
      <Pagination
        page={page}
        totalPages={data.total_page}
        href={(p) => withQuery(routes.csrStories, { page: p > 1 && p })}
      />
    </main>
  )
}
