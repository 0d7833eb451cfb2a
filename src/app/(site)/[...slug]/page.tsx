import { notFoundPage } from '@/components/layout/NotFoundPage'
import type { Metadata } from 'next'
import { CmsPage } from '@/blocks/CmsPage'
import { getPageBySlug } from '@/server/content/pages'
import { notFoundMetadata, seoMetadata } from '@/server/seo/metadata'

type Props = { params: Promise<{ slug: string[] }> }

/** The catch-all /{slug}: a page composed in the back-office; anything else is a 404. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = slug.length === 1 ? await getPageBySlug(slug[0]!) : null
  if (!page) return notFoundMetadata
  return seoMetadata(page.path, { title: page.title, description: page.intro ?? undefined })
}

export default async function CatchAllPage({ params }: Props) {
  const { slug } = await params
  const page = slug.length === 1 ? await getPageBySlug(slug[0]!) : null
  if (!page) return notFoundPage()
  return <CmsPage page={page} />
}
