import type { ReactNode } from 'react'

import { StaticPart } from '@/components/layout/StaticPart'
import { Img } from '@/components/ui/Img'
import type { ImageRef } from '@/server/data/media'
import { formatDate } from '@/lib/format'

type CardProps = {
  href: string
  title: string
  image: ImageRef | null
  eyebrow?: string | null
  text?: string | null
  meta?: string | null
  priority?: boolean
  sizes?: string
  headingLevel?: 2 | 3
}

/**
 * A picture card linking to a detail page: promotions, inspirations, rooms, services, CSR news. Printed as
 * static markup (inside `StaticPart`, which navigates its link in the app): so its link is a plain anchor.
 */
export function Card({
  href,
  title,
  image,
  eyebrow,
  text,
  meta,
  priority = false,
  sizes = '(min-width: 1251px) 33vw, (min-width: 451px) 50vw, 100vw',
  headingLevel = 3,
}: CardProps) {
  // Directly under a page's h1 the cards are h2; inside a titled section, h3 (headings must not skip a
  // level).
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="content-card group">
      <a href={href} className="flex h-full flex-col">
        <div className="content-card-picture">
          {image && (
            <Img
              src={image.url}
              alt=""
              fill
              sizes={sizes}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              className="zoom-image"
            />
          )}
        </div>
        <div className="content-card-body">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading className="content-card-title">{title}</Heading>
          {text && <p className="line-clamp-3 text-sm text-muted">{text}</p>}
          {meta && <p className="mt-auto pt-2 text-sm font-semibold text-muted">{meta}</p>}
        </div>
      </a>
    </article>
  )
}

type GridCard = Omit<CardProps, 'priority' | 'headingLevel'> & { id: string | number }

/**
 * A list page's cards: one across on a phone, two on a tablet, three on a desktop. Under the page's h1 the
 * first picture is the page's largest paint, so it loads first; in a titled section lower down, nothing
 * does. With no cards, the `empty` text stands in their place.
 */
export function CardGrid({
  cards,
  inSection = false,
  empty,
  className = '',
}: {
  cards: GridCard[]
  inSection?: boolean
  empty?: ReactNode
  className?: string
}) {
  if (!cards.length)
    return empty ? <p className="mt-8 rounded-2xl bg-sand-50 p-6 text-muted">{empty}</p> : null
  return (
    <StaticPart>
      <ul className={`grid gap-5 medium:grid-cols-2 large:grid-cols-3 ${className}`}>
        {cards.map(({ id, ...card }, i) => (
          <li key={id}>
            <Card {...card} headingLevel={inSection ? 3 : 2} priority={!inSection && i === 0} />
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}

export const periodText = (start: string | null, end: string | null) =>
  start && end
    ? `${formatDate(start)} – ${formatDate(end)}`
    : end
      ? `Sampai ${formatDate(end)}`
      : start
        ? `Mulai ${formatDate(start)}`
        : null
