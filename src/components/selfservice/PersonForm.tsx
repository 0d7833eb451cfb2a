'use client'

import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { emailInputProps, Field, phoneInputProps } from '@/components/forms/Field'
import { fieldControl } from '@/components/forms/field-control'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { FormError } from '@/components/forms/FormError'
import { Button } from '@/components/ui/Button'
import type { Failure } from '@/components/api-client/failure'
import type { pdpPersonStep } from '@/server/selfservice/steps'
import type { personForm } from './person-schema'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('./person-schema').then((m) => m.personForm),
)

export type PersonInput = z.input<typeof personForm>
export type Person = z.output<typeof pdpPersonStep>

export const emptyPerson: PersonInput = {
  PDP_NIP: '',
  PDP_NAME: '',
  PDP_EMAIL: '',
  PDP_PHONE_NO: '',
  agreed: false as unknown as true,
}

/**
 * Who agrees: NIK/NIP, name, phone and e-mail, checked as the call checks them, and the statement of having
 * read the text.
 */
export function PersonForm({
  initial,
  version,
  error,
  onSubmit,
}: {
  initial: PersonInput
  version: string
  error: Failure | null
  onSubmit: (person: Person, typed: PersonInput) => Promise<void>
}) {
  const { register, handleSubmit, formState, getValues } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  })
  const fieldError = (name: keyof PersonInput) => formState.errors[name]?.message
  const fieldProps = fieldControl('pdp', register, fieldError)
  return (
    <form
      onSubmit={handleSubmit(({ agreed: _agreed, ...person }) => onSubmit(person, getValues()))}
      ref={preloadOnFocus}
      noValidate
      className="grid gap-2"
    >
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="pdp-PDP_NAME" label="Nama lengkap sesuai KTP" error={fieldError('PDP_NAME')}>
          <input autoComplete="name" {...fieldProps('PDP_NAME')} />
        </Field>
        <Field
          id="pdp-PDP_NIP"
          label="NIK atau NIP"
          hint="NIK 16 angka di e-KTP, atau NIP 18 angka."
          error={fieldError('PDP_NIP')}
        >
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={22}
            {...fieldProps('PDP_NIP', { hint: true })}
          />
        </Field>
        <Field id="pdp-PDP_PHONE_NO" label="Nomor telepon" error={fieldError('PDP_PHONE_NO')}>
          <input {...phoneInputProps} {...fieldProps('PDP_PHONE_NO')} />
        </Field>
        <Field
          id="pdp-PDP_EMAIL"
          label="Email"
          hint="Kami kirim kode verifikasi dan salinan persetujuan ke sini."
          error={fieldError('PDP_EMAIL')}
        >
          <input {...emailInputProps} {...fieldProps('PDP_EMAIL', { hint: true })} />
        </Field>
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="checkbox" {...fieldProps('agreed')} className="mt-1 size-5 accent-brand-600" />
          <span>
            Saya sudah membaca dan menyetujui naskah persetujuan penggunaan data pribadi di atas (versi{' '}
            {version}).
          </span>
        </label>
        <p id="pdp-agreed-error" className="min-h-5 text-sm font-semibold text-red-800">
          {fieldError('agreed')}
        </p>
      </div>
      <FormError error={error} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Mengirim kode…' : 'Lanjut: verifikasi email'}
        </Button>
      </div>
    </form>
  )
}
