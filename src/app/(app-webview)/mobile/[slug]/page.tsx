import { notFoundPage } from '@/components/layout/NotFoundPage'
import { ErrorView } from '@/components/layout/ErrorView'
import { CmsPage } from '@/blocks/CmsPage'
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
  if (!page)
    return notFoundPage(<ErrorView code={404} message="This page could not be found" showLink={false} />)
  return <CmsPage page={page} bare />
}
