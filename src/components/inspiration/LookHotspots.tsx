'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { useId, useState } from 'react'

import { Img } from '@/components/ui/Img'
import { separatedSpots } from '@/lib/hotspots'
import type { HotspotProduct } from '@/server/catalog/product-view'
import type { ImageRef } from '@/server/data/media'
import { formatIDR } from '@/lib/format'
import { routes } from '@/lib/routes'

/**
 * A styled photo with numbered hotspots on its products. Each hotspot is a button (keyboard
 * reachable, labelled with the product) that shows the product's card beside it; the same
 * products are listed under the photo for anyone who prefers a list.
 */
export function LookHotspots({
  image,
  title,
  spots: allSpots,
  priority,
}: {
  image: ImageRef
  title: string
  spots: { x: number; y: number; product: HotspotProduct }[]
  priority?: boolean
}) {
  const spots = separatedSpots(allSpots)
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <div className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(null)} role="presentation">
      <Img
        src={image.url}
        alt={`${title}: foto ruangan dengan ${spots.length} produk yang ditandai`}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        sizes="(min-width: 1280px) 1248px, 100vw"
        className="h-auto w-full rounded-2xl"
      />
      {spots.map((spot, i) => (
        <div
          key={`${spot.product.id}-${i}`}
          className="absolute"
          style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
        >
          <button
            type="button"
            aria-expanded={open === i}
            aria-controls={`${id}-${i}`}
            aria-label={`Produk ${i + 1}: ${spot.product.name}`}
            onClick={() => setOpen(open === i ? null : i)}
            className="-translate-x-1/2 -translate-y-1/2 inline-flex size-9 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow-lg ring-4 ring-white/40 hover:bg-brand-800 medium:size-10"
          >
            {i + 1}
          </button>
          <div
            id={`${id}-${i}`}
            hidden={open !== i}
            className={`absolute top-6 z-10 w-56 rounded-xl bg-white p-3 text-sm shadow-xl ${spot.x > 60 ? 'right-0' : 'left-0'}`}
          >
            <p className="font-semibold">
              <SmartLink href={routes.product(spot.product.url_key)} prefetch={false} className="underline">
                {spot.product.name}
              </SmartLink>
            </p>
            <p className="mt-1 font-bold whitespace-nowrap">
              {formatIDR(spot.product.sale_price ?? spot.product.price)}
            </p>
            {spot.product.marketplace_url && (
              <a
                href={spot.product.marketplace_url}
                target="_blank"
                rel="noopener"
                data-handoff={routes.product(spot.product.url_key)}
                className="mt-2 inline-flex min-h-9 items-center rounded-full bg-brand-700 px-3 font-semibold text-white"
              >
                <span lang="en">Shop Now</span>
                <span className="sr-only"> (tab baru)</span>
              </a>
            )}
          </div>
        </div>
      ))}
    </div>
  )
}
