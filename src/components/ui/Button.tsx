import { SmartLink } from '@/components/ui/SmartLink'
import type { ComponentProps, ReactNode } from 'react'

/** Spec §9: the primary button has variants default, invert and light, and a disabled state. */
export type ButtonVariant = 'default' | 'invert' | 'light'

/** The class lists are named in `styles/components.css` (.btn and .btn-<variant>). */
export function buttonClasses(variant: ButtonVariant = 'default', extra = ''): string {
  return `btn btn-${variant} ${extra}`.trim()
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
    <SmartLink href={href} className={classes} {...props}>
      {children}
    </SmartLink>
  )
}
