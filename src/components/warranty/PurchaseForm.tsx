'use client'

import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { FormError } from '@/components/forms/FormError'
import type { Failure } from '@/components/api-client/failure'
import { WhereToFind } from './WhereToFind'
import { Field } from '@/components/forms/Field'
import { fieldControl } from '@/components/forms/field-control'
import { Button } from '@/components/ui/Button'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { purchaseStep } from '@/server/warranty/steps'

type Purchase = z.input<typeof purchaseStep>

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/warranty/steps').then((m) => m.purchaseStep),
)

/**
 * The purchase: receipt and serial number, checked as the call checks them; a refusal keeps what was typed.
 */
export function PurchaseForm({
  idPrefix,
  initial,
  error,
  submitLabel,
  onSubmit,
}: {
  idPrefix: string
  initial: Purchase
  error: Failure | null
  submitLabel: string
  onSubmit: (v: z.output<typeof purchaseStep>) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  })
  const fieldError = (name: keyof Purchase) => formState.errors[name]?.message
  const fieldProps = fieldControl(idPrefix, register, fieldError)
  return (
    <form onSubmit={handleSubmit(onSubmit)} ref={preloadOnFocus} noValidate className="grid gap-2">
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id={`${idPrefix}-receipt_no`} label="Nomor struk" error={fieldError('receipt_no')}>
          <input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="STR-2026-00012"
            {...fieldProps('receipt_no')}
          />
        </Field>
        <Field id={`${idPrefix}-serial_no`} label="Nomor seri produk" error={fieldError('serial_no')}>
          <input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="SN00120123456"
            {...fieldProps('serial_no')}
          />
        </Field>
      </div>
      <WhereToFind />
      <FormError error={error} />
      <div className="mt-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Memeriksa…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
