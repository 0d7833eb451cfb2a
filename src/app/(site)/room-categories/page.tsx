import { SmartLink } from '@/components/ui/SmartLink'

import { PageIntro } from '@/components/content/PageIntro'
import { Img } from '@/components/ui/Img'
import { roomCategoriesWithCovers } from '@/server/content/rooms'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/room-categories')

export default async function RoomCategoriesPage() {
  const categories = await roomCategoriesWithCovers()
  return (
    <main id="main" className="container pb-8">
      <PageIntro title="Kategori Ruangan" intro="Pilih ruangan untuk melihat produk dan inspirasinya." />
      <ul className="grid grid-cols-2 gap-4 large:grid-cols-4">
        {categories.map((c, i) => (
          <li key={c.slug}>
            <SmartLink
              href={c.path}
              className="group block overflow-hidden rounded-2xl border border-sand-200"
            >
              <div className="relative aspect-[4/3]">
                {c.cover && (
                  <Img
                    src={c.cover.url}
                    alt=""
                    fill
                    loading={i < 2 ? 'eager' : 'lazy'}
                    fetchPriority={i < 2 ? 'high' : 'auto'}
                    sizes="(min-width: 1251px) 25vw, 50vw"
                    className="object-cover transition-transform group-hover:scale-105"
                  />
                )}
              </div>
              <div className="p-3">
                <h2 className="font-bold">{c.name}</h2>
                <p className="text-sm text-muted">{c.description}</p>
              </div>
            </SmartLink>
          </li>
        ))}
      </ul>
    </main>
  )
}
