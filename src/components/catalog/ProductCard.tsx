import Image from 'next/image'

import type { ProductView } from '@/server/catalog/product-view'
import { formatIDR } from '@/lib/format'

/**
 * A product tile: photo, name, price in rupiah (with the sale price when there is one) and Shop Now. The
 * photo is never wider than about 320 CSS pixels in any grid, so it is offered at two widths (1x, 2x) rather
 * than with `sizes`, which lists ten: a card is repeated up to 48 times a page, and each listed width is
 * about 90 bytes of HTML (docs/performance.md).
 */
export function ProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-sand-200 bg-white">
      <div className="relative aspect-square bg-sand-50">
        {product.image && (
          <Image
            src={product.image.url}
            alt={product.image.alt || product.name}
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        {product.discount_percent > 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            -{product.discount_percent}%
          </span>
        )}
        {product.is_new && (
          <span className="absolute top-2 right-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            Baru
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {product.brand && (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{product.brand.name}</p>
        )}
        <h3 className="line-clamp-2 text-sm font-semibold">{product.name}</h3>
        <p className="mt-auto pt-1">
          {product.sale_price ? (
            <>
              <span className="font-bold text-red-800">{formatIDR(product.sale_price)}</span>{' '}
              <s className="text-xs text-muted">
                <span className="sr-only">was </span>
                {formatIDR(product.price)}
              </s>
            </>
          ) : (
            <span className="font-bold">{formatIDR(product.price)}</span>
          )}
        </p>
        {product.marketplace_url && (
          <a
            href={product.marketplace_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-10 items-center justify-center rounded-full border-2 border-brand-700 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Shop Now<span className="sr-only">: {product.name} (opens the marketplace in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  )
}
