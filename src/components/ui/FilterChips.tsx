import { SmartLink } from '@/components/ui/SmartLink'

export type FilterChip = { key: string; label: string; href: string; current?: boolean }

const styles = {
  /** Optional filters (a room, a category): outlined, the chosen one in brand colour. */
  outline: {
    nav: 'flex flex-wrap gap-2 text-sm',
    chip: (current: boolean) =>
      `inline-flex min-h-9 items-center rounded-full border px-3 ${current ? 'border-brand-700 font-semibold text-brand-700' : 'border-sand-200 hover:bg-sand-50'}`,
  },
  /** Tabs of one list (current, upcoming, past promotions): filled. */
  solid: {
    nav: 'flex flex-wrap gap-2',
    chip: (current: boolean) =>
      `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${current ? 'bg-brand-700 text-white' : 'bg-sand-100 hover:bg-sand-200'}`,
  },
  /** Two or three views of the same content (calendar or list): one pill. */
  segmented: {
    nav: 'flex rounded-full border border-sand-200 p-1',
    chip: (current: boolean) =>
      `rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-brand-700 text-white' : 'hover:bg-sand-100'}`,
  },
}

/**
 * A row of links that filter or switch a list; the current one is marked for assistive technology with
 * aria-current.
 */
export function FilterChips({
  label,
  chips,
  variant = 'outline',
  className = '',
}: {
  label: string
  chips: FilterChip[]
  variant?: keyof typeof styles
  className?: string
}) {
  const style = styles[variant]
  return (
    <nav aria-label={label} className={`${style.nav} ${className}`}>
      {chips.map((c) => (
        <SmartLink
          key={c.key}
          href={c.href}
          aria-current={c.current ? 'page' : undefined}
          className={style.chip(Boolean(c.current))}
        >
          {c.label}
        </SmartLink>
      ))}
    </nav>
  )
}
