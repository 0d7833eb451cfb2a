import { CardGrid } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { listRooms, roomCategoriesWithCovers } from '@/server/content/rooms'
import { seoMetadata } from '@/server/seo/metadata'
import { FilterChips } from '@/components/ui/FilterChips'

export const generateMetadata = () => seoMetadata('/room-of-inspiration')

export default async function RoomsPage() {
  const [rooms, categories] = await Promise.all([listRooms(), roomCategoriesWithCovers()])
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Pilihan Ruangan"
        intro="Ruangan yang sudah ditata desainer kami, lengkap dengan produk yang bisa Anda bawa pulang."
      />
      <FilterChips
        label="Room categories"
        chips={categories.map((c) => ({ key: c.slug, label: c.name, href: c.path }))}
      />
      <CardGrid
        className="mt-6"
        cards={rooms.map((r) => ({
          id: r.id,
          href: r.path,
          title: r.title,
          image: r.cover,
          eyebrow: r.room?.name,
          text: r.summary,
        }))}
      />
    </main>
  )
}
