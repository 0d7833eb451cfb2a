import { SmartLink } from '@/components/ui/SmartLink'
import type { ReactNode } from 'react'

/**
 * The home popup's banner on phones (below 451 px): a card in the page under the hero, on every visit,
 * instead of a dialog over the content the shopper came for (docs/site-shell.md). It never takes focus or a
 * tap, and it moves nothing: it is drawn with the page, hidden from 451 px on, where HomePopup's dialog
 * takes over.
 */
export function HomePopupCard({ title, href, picture }: { title: string; href: string; picture: ReactNode }) {
  return (
    <aside aria-label={title} className="container mt-6 medium:hidden">
      <SmartLink
        href={href}
        className="flex items-center gap-3 overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-black/5"
      >
        <span className="w-28 shrink-0">{picture}</span>
        <span className="py-3 pr-3 font-bold">{title}</span>
      </SmartLink>
    </aside>
  )
}
