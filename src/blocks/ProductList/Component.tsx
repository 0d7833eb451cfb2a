import { ProductCard } from '@/components/catalog/ProductCard'
import { StaticPart } from '@/components/layout/StaticPart'
import type { PageBlockView } from '@/server/content/pages'

export function ProductListBlock({
  block: { title, products },
}: {
  block: Extract<PageBlockView, { blockType: 'productList' }>
}) {
  return (
    <section className="mt-10">
      {title && <h2 className="text-2xl font-bold">{title}</h2>}
      <StaticPart prefetch={false}>
        <ul className="mt-4 grid grid-cols-2 gap-3 medium:grid-cols-3 large:grid-cols-5">
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </StaticPart>
    </section>
  )
}
