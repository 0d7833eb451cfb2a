import type { ReactNode } from 'react'

/** A labelled form field with its hint and error, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1">{children}</div>
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
        {error}
      </p>
    </div>
  )
}

export const inputClass = (error?: string) =>
  `block min-h-11 w-full rounded-xl border bg-white px-4 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-700' : 'border-sand-200'}`

/** The keyboard, autofill and example of an Indonesian phone number field. */
export const phoneInputProps = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '0812 3456 7890',
} as const

/** The keyboard and autofill of an e-mail field. */
export const emailInputProps = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const
