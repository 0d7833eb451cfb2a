import type { Failure } from '@/components/api-client/failure'

/**
 * A refusal beside the form it concerns, kept until the next try. When spec §8's toast has already read it
 * out, it is shown but not announced again; otherwise (a 500's own text, a problem found in the browser) it
 * is an alert.
 */
export function FormError({ error }: { error: Failure | null }) {
  if (!error) return null
  return (
    <p
      role={error.announced ? undefined : 'alert'}
      data-form-error
      className="rounded-xl bg-red-50 p-3 font-semibold text-red-900"
    >
      {error.text}
    </p>
  )
}
