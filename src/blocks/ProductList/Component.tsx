import { ProductCard } from '@/components/catalog/ProductCard'
import { StaticLinks } from '@/components/layout/StaticLinks'
import { staticMarkup } from '@/lib/static-markup'
import type { PageBlockView } from '@/server/content/pages'

export function ProductListBlock({
  block: { title, products },
}: {
  block: Extract<PageBlockView, { blockType: 'productList' }>
}) {
  return (
    <section className="mt-10">
      {title && <h2 className="text-2xl font-bold">{title}</h2>}
      <StaticLinks
        className="contents"
        prefetch={false}
        html={staticMarkup(
          <ul className="mt-4 grid grid-cols-2 gap-3 medium:grid-cols-3 large:grid-cols-5">
            {products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>,
        )}
      />
    </section>
  )
}
