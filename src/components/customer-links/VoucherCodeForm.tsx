'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { requestVoucherLink } from '@/components/customer-links/actions'
import { Field, inputClass } from '@/components/forms/Field'
import { Button } from '@/components/ui/Button'
import { FormError } from '@/components/forms/FormError'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { NOT_SENT_OFFLINE } from '@/components/api-client'
import { type Failure, problem } from '@/components/api-client/failure'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('./form-schemas').then((m) => m.voucherCodeForm),
)

/**
 * The bare-code form: a typed code never shows its voucher; a claimable one gets its link e-mailed to the
 * address it was issued to.
 */
export function VoucherCodeForm() {
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { code: '' },
  })
  const [error, setError] = useState<Failure | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const fieldError = formState.errors.code?.message

  const submit = async ({ code }: { code: string }) => {
    setSent(null)
    let answer
    try {
      answer = await requestVoucherLink(code)
    } catch {
      return setError(problem(NOT_SENT_OFFLINE))
    }
    if (!answer.ok && answer.field) return setFieldError('code', { message: answer.message })
    if (!answer.ok) return setError(problem(answer.message))
    setError(null)
    setSent(answer.message)
  }

  return (
    <form onSubmit={handleSubmit(submit)} ref={preloadOnFocus} noValidate className="grid max-w-xl gap-3">
      <Field
        id="voucher-code"
        label="Kode voucher"
        hint="12 huruf dan angka, seperti tercetak pada voucher atau email Anda."
        error={fieldError}
      >
        <input
          id="voucher-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD EFGH JKMN"
          {...register('code')}
          aria-invalid={Boolean(fieldError) || undefined}
          aria-describedby="voucher-code-hint voucher-code-error"
          className={`${inputClass(fieldError)} font-mono tracking-wider uppercase`}
        />
      </Field>
      <FormError error={error} />
      {sent && (
        <p
          role="status"
          data-voucher-link-sent
          className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900"
        >
          {sent}
        </p>
      )}
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Memeriksa…' : 'Kirim tautan klaim'}
        </Button>
      </div>
    </form>
  )
}
