import { SmartLink } from '@/components/ui/SmartLink'
import type { ReactNode } from 'react'

/** A home-page section: heading, an optional "see all" link, content. */
export function Section({
  title,
  href,
  linkLabel = 'Lihat semua',
  children,
  className = '',
}: {
  title: string
  href?: string
  linkLabel?: string
  children: ReactNode
  className?: string
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className={`container mt-12 ${className}`}>
      <div className="section-head">
        <h2 id={id} className="text-2xl font-extrabold">
          {title}
        </h2>
        {href && (
          <SmartLink href={href} className="section-more">
            {linkLabel}
            <span className="sr-only">: {title}</span>
          </SmartLink>
        )}
      </div>
      {children}
    </section>
  )
}
