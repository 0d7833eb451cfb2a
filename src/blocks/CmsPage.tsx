import { ShareButtons } from '@/components/ui/ShareButtons'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { PageView } from '@/server/content/pages'
import { LeadImage } from '@/components/content/LeadImage'

/** A page composed from blocks in the back-office; `bare` for the app's web view (no sharing). */
export function CmsPage({ page, bare = false }: { page: PageView; bare?: boolean }) {
  const { hero } = page
  return (
    <main id="main" className={bare ? 'px-4 py-6' : 'container pb-8'}>
      <div className="grid items-center gap-6 large:grid-cols-2">
        <div>
          <h1 className="text-3xl font-extrabold large:text-4xl">{page.title}</h1>
          {page.intro && <p className="mt-3 text-lg text-muted">{page.intro}</p>}
          {!bare && (
            <div className="mt-5">
              <ShareButtons title={page.title} path={page.path} />
            </div>
          )}
        </div>
        <LeadImage image={hero} sizes="(min-width: 1251px) 50vw, 100vw" />
      </div>
      <RenderBlocks blocks={page.blocks} />
    </main>
  )
}
