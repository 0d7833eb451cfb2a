import { SmartLink } from '@/components/ui/SmartLink'

import { CardGrid, periodText } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination, pageParam } from '@/components/ui/Pagination'
import { listingMetadata } from '@/server/seo/metadata'
import { readPromotions } from '@/server/content/promotions'
import { routes, withQuery } from '@/lib/routes'
import { FilterChips } from '@/components/ui/FilterChips'

type Props = { searchParams: Promise<{ page?: string; status?: string; category?: string }> }

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams
  return listingMetadata(routes.promotions, {
    page: pageParam(params.page),
    filtered: Boolean(params.status || params.category),
  })
}

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
  // Defaults (the current promotions, the first page) are left out so links stay short.
  const href = (next: { status?: string; category?: string; page?: number }) => {
    const f = { status, category, ...next }
    return withQuery(routes.promotions, {
      status: f.status !== 'current' && f.status,
      category: f.category,
      page: f.page !== 1 && f.page,
    })
  }
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Promo"
        intro="Diskon, cicilan 0% dan hadiah menarik di toko Rumah Loka dan toko resmi kami di marketplace."
      />
      <FilterChips
        label="Promotion status"
        variant="solid"
        chips={tabs.map((t) => ({
          key: t.status,
          label: t.label,
          href: href({ status: t.status, page: undefined, category: undefined }),
          current: t.status === status,
        }))}
      />
      {data.categories.length > 1 && (
        <FilterChips
          label="Promotion category"
          className="mt-3"
          chips={[
            {
              key: '',
              label: 'Semua',
              href: href({ category: undefined, page: undefined }),
              current: !category,
            },
            ...data.categories.map((c) => ({
              key: c,
              label: c,
              href: href({ category: c, page: undefined }),
              current: category === c,
            })),
          ]}
        />
      )}
      <CardGrid
        className="mt-6"
        cards={data.promotions.map((p) => ({
          id: p.id,
          href: p.path,
          title: p.title,
          image: p.banner,
          eyebrow: p.category,
          text: p.summary,
          meta: periodText(p.start_at, p.end_at),
        }))}
        empty={
          <>
            Belum ada promo di sini. Lihat{' '}
            <SmartLink className="font-semibold text-brand-700 underline" href="/home-promotion">
              promo yang sedang berlangsung
            </SmartLink>
            .
          </>
        }
      />
      <Pagination page={page} totalPages={data.total_page} href={(p) => href({ page: p })} />
    </main>
  )
}
