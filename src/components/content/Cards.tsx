import Image from 'next/image'
import Link from 'next/link'

import type { ImageRef } from '@/server/content/media'
import { formatDate } from '@/lib/format'

type CardProps = { href: string; title: string; image: ImageRef | null; eyebrow?: string | null; text?: string | null; meta?: string | null; priority?: boolean; sizes?: string }

/** A picture card linking to a detail page: promotions, inspirations, rooms, services, CSR news. */
export function Card({ href, title, image, eyebrow, text, meta, priority = false, sizes = '(min-width: 1251px) 33vw, (min-width: 451px) 50vw, 100vw' }: CardProps) {
  return (
    <article className="group h-full overflow-hidden rounded-2xl border border-sand-200 bg-white">
      <Link href={href} className="flex h-full flex-col">
        <div className="relative aspect-[16/9] overflow-hidden bg-sand-100">
          {image && <Image src={image.url} alt="" fill sizes={sizes} priority={priority} className="object-cover transition-transform duration-300 group-hover:scale-105" />}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          {eyebrow && <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h3 className="text-lg leading-snug font-bold group-hover:underline">{title}</h3>
          {text && <p className="line-clamp-3 text-sm text-muted">{text}</p>}
          {meta && <p className="mt-auto pt-2 text-sm font-semibold text-muted">{meta}</p>}
        </div>
      </Link>
    </article>
  )
}

export const periodText = (start: string | null, end: string | null) =>
  start && end ? `${formatDate(start)} – ${formatDate(end)}` : end ? `Sampai ${formatDate(end)}` : start ? `Mulai ${formatDate(start)}` : null
