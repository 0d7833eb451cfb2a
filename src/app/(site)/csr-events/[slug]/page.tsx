import { notFoundPage } from '@/components/layout/NotFoundPage'
import { RichContent } from '@/components/content/RichContent'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { formatDate } from '@/lib/format'
import { getCsrStory } from '@/server/content/csr'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { csrStoryData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'
import { Img } from '@/components/ui/Img'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const story = await getCsrStory((await params).slug)
  if (!story) return notFoundMetadata
  return seoMetadata(story.path, { title: story.title, description: story.summary, image: story.cover?.url })
}

export default async function CsrStoryPage({ params }: Props) {
  const story = await getCsrStory((await params).slug)
  if (!story) return notFoundPage()
  const origin = await siteOrigin()
  return (
    <main id="main" className="container pb-8">
      <article className="mx-auto max-w-4xl">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{story.location}</p>
        <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{story.title}</h1>
        <p className="mt-2 text-muted">
          <time dateTime={story.date}>{formatDate(story.date)}</time>
        </p>
        <div className="mt-4">
          <ShareButtons title={story.title} path={story.path} />
        </div>
        <LeadImage image={story.cover} sizes="(min-width: 1024px) 896px, 100vw" className="mt-6" />
        <p className="mt-6 text-lg font-medium">{story.summary}</p>
        <RichContent data={story.content} className="leading-relaxed" />
        {story.gallery.length > 1 && (
          <section aria-labelledby="gallery" className="mt-10">
            <h2 id="gallery" className="mb-4 text-2xl font-bold">
              Galeri
            </h2>
            <ul className="grid grid-cols-2 gap-3 medium:grid-cols-3">
              {story.gallery.map((g) => (
                <li key={g.url}>
                  <Img
                    src={g.url}
                    alt={g.alt}
                    width={g.width}
                    height={g.height}
                    sizes="(min-width: 451px) 33vw, 50vw"
                    className="h-auto w-full rounded-xl"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <JsonLd data={csrStoryData(origin, story)} />
    </main>
  )
}
