import { ProductCard } from './ProductCard'
import { StaticPart } from '../layout/StaticPart'
import type { ProductView } from '@/server/catalog/product-view'

/**
 * A responsive grid of product cards: 2 columns on small screens, 3 on medium, 5 on large. Printed as one
 * string of static markup: a grid of 24 cards is ~700 elements React would otherwise carry one by one.
 */
export function ProductGrid({
  products,
  columns = 'large:grid-cols-5',
  eager = 0,
}: {
  products: ProductView[]
  columns?: string
  eager?: number
}) {
  return (
    <StaticPart prefetch={false}>
      <ul className={`grid grid-cols-2 gap-3 medium:grid-cols-3 ${columns}`}>
        {products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} priority={i < eager} />
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}
