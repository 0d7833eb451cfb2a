import { SmartLink } from '@/components/ui/SmartLink'

/** The heading block at the top of a page; `related` points on to the page a visitor may have meant. */
export function PageIntro({
  title,
  titleLang,
  intro,
  related,
  children,
}: {
  title: string
  /** The title's language when it is not the page's Indonesian (the spec's English "E-Catalogue"). */
  titleLang?: 'en'
  intro?: string
  related?: { question: string; label: string; href: string }
  children?: React.ReactNode
}) {
  return (
    <div className="mb-8">
      <h1 lang={titleLang} className="text-3xl font-extrabold large:text-4xl">
        {title}
      </h1>
      {intro && <p className="mt-2 max-w-3xl text-lg text-muted">{intro}</p>}
      {related && (
        <p className="mt-2">
          {related.question}{' '}
          <SmartLink href={related.href} className="font-semibold text-brand-700 underline">
            {related.label}
          </SmartLink>
        </p>
      )}
      {children}
    </div>
  )
}

/** What a visitor without JavaScript reads in place of a form that cannot work without it. */
export function NeedsScript({ subject, className = 'mb-4' }: { subject: string; className?: string }) {
  return (
    <noscript>
      <p className={`${className} rounded-xl bg-amber-50 p-3`}>
        {subject} membutuhkan JavaScript. Aktifkan JavaScript, atau hubungi layanan pelanggan kami.
      </p>
    </noscript>
  )
}
