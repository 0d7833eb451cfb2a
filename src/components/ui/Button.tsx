import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

/** Spec §9: the primary button has variants default, invert and light, and a disabled state. */
export type ButtonVariant = 'default' | 'invert' | 'light'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:pointer-events-none'

const variants: Record<ButtonVariant, string> = {
  default:
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-zinc-300 disabled:text-zinc-600 aria-disabled:bg-zinc-300 aria-disabled:text-zinc-600',
  invert:
    'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-zinc-300 disabled:text-zinc-500 aria-disabled:border-zinc-300 aria-disabled:text-zinc-500',
  light:
    'bg-white/95 text-brand-800 shadow-sm hover:bg-white disabled:bg-zinc-200 disabled:text-zinc-500 aria-disabled:bg-zinc-200 aria-disabled:text-zinc-500',
}

export function buttonClasses(variant: ButtonVariant = 'default', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim()
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant }

export function Button({ variant = 'default', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}

type LinkButtonProps = {
  href: string
  variant?: ButtonVariant
  className?: string
  children: ReactNode
  disabled?: boolean
  external?: boolean
} & Omit<ComponentProps<'a'>, 'href'>

/** A link that looks like the primary button; external links open in a new tab. */
/** The quiet way back a step in a multi-step form, beside its main button. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      Kembali
    </button>
  )
}

export function LinkButton({
  href,
  variant = 'default',
  className = '',
  disabled,
  external,
  children,
  ...props
}: LinkButtonProps) {
  const classes = buttonClasses(variant, className)
  // A link that cannot be followed now is plain text styled as a disabled button.
  if (disabled)
    return (
      <span aria-disabled="true" className={classes}>
        {children}
      </span>
    )
  if (external)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
      </a>
    )
  return (
    <Link href={href} className={classes} {...props}>
      {children}
    </Link>
  )
}
