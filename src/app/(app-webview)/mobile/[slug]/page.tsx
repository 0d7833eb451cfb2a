import { notFound } from 'next/navigation'

import { CmsPage } from '@/components/pages/CmsPage'
import { getPageBySlug } from '@/server/content/pages'
import { notFoundMetadata, seoMetadata } from '@/server/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const page = await getPageBySlug((await params).slug)
  if (!page) return notFoundMetadata
  return {
    ...(await seoMetadata(page.path, { title: page.title, description: page.intro ?? undefined })),
    robots: { index: false },
  }
}

/** /mobile/{slug}: the same CMS pages for the app's web view, without header, footer or floating elements. */
export default async function MobilePage({ params }: Props) {
  const page = await getPageBySlug((await params).slug)
  if (!page) notFound()
  return <CmsPage page={page} bare />
}
