import { periodText } from '@/components/content/Cards'
import { PageIntro } from '@/components/content/PageIntro'
import { CatalogueReader } from '@/components/promo/CatalogueReader'
import { Img } from '@/components/ui/Img'
import { seoMetadata } from '@/server/seo/metadata'
import { readEcatalogues } from '@/server/content/promotions'

export const generateMetadata = () => seoMetadata('/catalogues')

export default async function CataloguesPage() {
  const catalogues = await readEcatalogues()
  const groups = [
    { title: 'Katalog terbaru', items: catalogues.filter((c) => c.status !== 'past') },
    { title: 'Katalog sebelumnya', items: catalogues.filter((c) => c.status === 'past') },
  ].filter((g) => g.items.length)
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="E-Catalogue"
        titleLang="en"
        intro="Baca katalog promo Rumah Loka langsung di sini, atau unduh PDF-nya untuk dibaca nanti."
      />
      {!catalogues.length && (
        <p className="rounded-2xl bg-sand-50 p-6 text-muted">
          Belum ada katalog. Kunjungi halaman ini lagi nanti.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`g-${group.title}`} className="mt-6">
          <h2 id={`g-${group.title}`} className="mb-4 text-2xl font-bold">
            {group.title}
          </h2>
          <ul className="grid grid-cols-2 gap-4 medium:grid-cols-3 large:grid-cols-4">
            {group.items.map((c, i) => (
              <li
                key={c.id}
                id={c.slug}
                className="flex flex-col overflow-hidden rounded-2xl border border-sand-200"
              >
                {c.cover && (
                  <Img
                    src={c.cover.url}
                    alt=""
                    width={c.cover.width}
                    height={c.cover.height}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    sizes="(min-width: 1251px) 25vw, (min-width: 451px) 33vw, 50vw"
                    className="aspect-[3/4] h-auto w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <h3 className="font-bold">{c.title}</h3>
                  <p className="text-sm text-muted">{periodText(c.start_at, c.end_at)}</p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    {c.pages.length > 0 && <CatalogueReader title={c.title} pages={c.pages} />}
                    {c.file && (
                      <a
                        href={c.file.url}
                        download
                        className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                      >
                        Unduh PDF<span className="sr-only"> {c.title}</span>{' '}
                        <span className="ml-1 font-normal">
                          ({Math.max(1, Math.round(c.file.filesize / 1024))} KB)
                        </span>
                      </a>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}
