import Link from 'next/link'

import { Card } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { listRooms, roomCategoriesWithCovers } from '@/server/content/rooms'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/room-of-inspiration')

export default async function RoomsPage() {
  const [rooms, categories] = await Promise.all([listRooms(), roomCategoriesWithCovers()])
  return (
    <main id="main" className="container pb-8">
      <PageIntro title="Pilihan Ruangan" intro="Ruangan yang sudah ditata desainer kami, lengkap dengan produk yang bisa Anda bawa pulang." />
      <nav aria-label="Room categories" className="flex flex-wrap gap-2 text-sm">
        {categories.map((c) => <Link key={c.slug} href={`/room-categories/${c.slug}`} className="inline-flex min-h-9 items-center rounded-full border border-sand-200 px-3 hover:bg-sand-50">{c.name}</Link>)}
      </nav>
      <ul className="mt-6 grid gap-5 medium:grid-cols-2 large:grid-cols-3">
        {rooms.map((r, i) => <li key={r.id}><Card headingLevel={2} href={`/room-of-inspiration/${r.slug}`} title={r.title} image={r.cover} eyebrow={r.room?.name} text={r.summary} priority={i === 0} /></li>)}
      </ul>
    </main>
  )
}
