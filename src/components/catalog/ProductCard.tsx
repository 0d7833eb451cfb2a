import type { ProductView } from '@/server/catalog/product-view'
import { routes } from '@/lib/routes'
import { formatIDR } from '@/lib/format'
import { PRODUCT_PHOTO_WIDTH, productPhoto } from '@/lib/image-optimizer'

/**
 * A product tile: photo, name, price in rupiah (with the sale price when there is one) and Shop Now. The
 * photo is never wider than about 320 CSS pixels in any grid, so it is offered at two widths (1x, 2x) rather
 * than with `sizes`, which lists ten: a card is repeated up to 48 times a page, and each listed width is
 * about 90 bytes of HTML (docs/performance.md). The card is drawn by client components too, so its photo is a
 * plain `<img>` from `productPhoto` rather than next/image's code. The whole card is the link to the
 * product's page (its name's link stretched over it), Shop Now a link of its own above it. Cards are printed
 * as static markup (`staticMarkup`, inside `StaticLinks`, which navigates their links in the app as next/link
 * would; a grid of 48 cards does not prefetch 48 pages): so its links are plain anchors.
 */
export function ProductCard({ product, priority = false }: { product: ProductView; priority?: boolean }) {
  return (
    <article className="product-card group relative">
      <div className="product-card-photo">
        {product.image && (
          // eslint-disable-next-line @next/next/no-img-element -- see above
          <img
            {...productPhoto(product.image.url)}
            alt={product.image.alt || product.name}
            width={PRODUCT_PHOTO_WIDTH}
            height={PRODUCT_PHOTO_WIDTH}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="zoom-image absolute inset-0 size-full"
          />
        )}
        {product.discount_percent > 0 && (
          <span className="product-card-badge left-2 bg-red-700">-{product.discount_percent}%</span>
        )}
        {product.is_new && <span className="product-card-badge right-2 bg-brand-700">Baru</span>}
      </div>
      <div className="product-card-body">
        {product.brand && <p className="product-card-brand">{product.brand.name}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold">
          <a href={routes.product(product.url_key)} className="after:absolute after:inset-0 hover:underline">
            {product.name}
          </a>
        </h3>
        {/* The price the shopper pays on the card's last line, so it lines up across a row whether or not a
            crossed-out price stands above it; an amount never breaks after "Rp". */}
        <p className="mt-auto pt-1 whitespace-nowrap">
          {product.sale_price ? (
            <>
              <s className="block text-xs text-muted">
                <span className="sr-only">harga awal </span>
                {formatIDR(product.price)}
              </s>{' '}
              <span className="font-bold text-red-800">{formatIDR(product.sale_price)}</span>
            </>
          ) : (
            <span className="font-bold">{formatIDR(product.price)}</span>
          )}
        </p>
        {product.marketplace_url && (
          <a
            href={product.marketplace_url}
            target="_blank"
            rel="noopener"
            data-handoff={routes.product(product.url_key)}
            className="product-card-shop relative"
          >
            <span lang="en">Shop Now</span>
            <span className="sr-only">: {product.name} (membuka marketplace di tab baru)</span>
          </a>
        )}
      </div>
    </article>
  )
}
