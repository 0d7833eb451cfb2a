import { notFoundPage } from '@/components/layout/NotFoundPage'
import { SmartLink } from '@/components/ui/SmartLink'
import { ProductGrid } from '@/components/catalog/ProductGrid'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { getRoom } from '@/server/content/rooms'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { roomData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'
import { Img } from '@/components/ui/Img'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const room = await getRoom((await params).slug)
  if (!room) return notFoundMetadata
  return seoMetadata(room.path, {
    title: room.title,
    description: room.summary ?? undefined,
    image: room.cover?.url,
  })
}

export default async function RoomPage({ params }: Props) {
  const room = await getRoom((await params).slug)
  if (!room) return notFoundPage()
  const origin = await siteOrigin()
  return (
    <main id="main" className="container pb-8">
      {room.room && (
        <SmartLink
          href={room.room.path}
          className="text-sm font-bold tracking-wide text-brand-700 uppercase hover:underline"
        >
          {room.room.name}
        </SmartLink>
      )}
      <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{room.title}</h1>
      {room.summary && <p className="mt-2 max-w-3xl text-lg text-muted">{room.summary}</p>}
      <div className="mt-4">
        <ShareButtons title={room.title} path={room.path} />
      </div>
      <LeadImage image={room.cover} sizes="(min-width: 1280px) 1248px, 100vw" className="mt-6" />
      {room.looks.map((look) => (
        <section key={look.id} aria-label={look.title} className="mt-12">
          <h2 className="text-2xl font-bold">{look.title}</h2>
          <div className="mt-4 grid gap-6 large:grid-cols-[2fr_3fr]">
            {look.image && (
              <Img
                src={look.image.url}
                alt={look.image.alt}
                width={look.image.width}
                height={look.image.height}
                sizes="(min-width: 1251px) 40vw, 100vw"
                className="h-auto w-full rounded-2xl"
              />
            )}
            <ProductGrid products={look.products} columns="large:grid-cols-3" />
          </div>
        </section>
      ))}
      <JsonLd data={roomData(origin, room)} />
    </main>
  )
}
