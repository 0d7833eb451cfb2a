'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { emailInputProps, Field, inputClass, phoneInputProps } from '@/components/forms/Field'
import { FormError } from '@/components/forms/FormError'
import { Button } from '@/components/ui/Button'
import type { Failure } from '@/lib/api-client/failure'
import { pdpPersonStep } from '@/server/selfservice/steps'

const personForm = pdpPersonStep.extend({
  agreed: z.literal(true, { message: 'Centang bila Anda sudah membaca dan menyetujui naskah di atas' }),
})
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
  const { register, handleSubmit, formState, getValues } = useForm<
    PersonInput,
    unknown,
    z.output<typeof personForm>
  >({ resolver: zodResolver(personForm), mode: 'onTouched', defaultValues: initial })
  const fieldError = (name: keyof PersonInput) => formState.errors[name]?.message
  const aria = (name: keyof PersonInput, hint = false) => ({
    'aria-invalid': Boolean(fieldError(name)) || undefined,
    'aria-describedby': `${hint ? `pdp-${name}-hint ` : ''}pdp-${name}-error`,
  })
  return (
    <form
      onSubmit={handleSubmit(({ agreed: _agreed, ...person }) => onSubmit(person, getValues()))}
      noValidate
      className="grid gap-2"
    >
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="pdp-PDP_NAME" label="Nama lengkap sesuai KTP" error={fieldError('PDP_NAME')}>
          <input
            id="pdp-PDP_NAME"
            autoComplete="name"
            {...register('PDP_NAME')}
            {...aria('PDP_NAME')}
            className={inputClass(fieldError('PDP_NAME'))}
          />
        </Field>
        <Field
          id="pdp-PDP_NIP"
          label="NIK atau NIP"
          hint="NIK 16 angka di e-KTP, atau NIP 18 angka."
          error={fieldError('PDP_NIP')}
        >
          <input
            id="pdp-PDP_NIP"
            inputMode="numeric"
            autoComplete="off"
            maxLength={22}
            {...register('PDP_NIP')}
            {...aria('PDP_NIP', true)}
            className={inputClass(fieldError('PDP_NIP'))}
          />
        </Field>
        <Field id="pdp-PDP_PHONE_NO" label="Nomor telepon" error={fieldError('PDP_PHONE_NO')}>
          <input
            id="pdp-PDP_PHONE_NO"
            {...phoneInputProps}
            {...register('PDP_PHONE_NO')}
            {...aria('PDP_PHONE_NO')}
            className={inputClass(fieldError('PDP_PHONE_NO'))}
          />
        </Field>
        <Field
          id="pdp-PDP_EMAIL"
          label="Email"
          hint="Kami kirim kode verifikasi dan salinan persetujuan ke sini."
          error={fieldError('PDP_EMAIL')}
        >
          <input
            id="pdp-PDP_EMAIL"
            {...emailInputProps}
            {...register('PDP_EMAIL')}
            {...aria('PDP_EMAIL', true)}
            className={inputClass(fieldError('PDP_EMAIL'))}
          />
        </Field>
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            {...register('agreed')}
            aria-invalid={Boolean(fieldError('agreed')) || undefined}
            aria-describedby="pdp-agreed-error"
            className="mt-1 size-5 accent-brand-600"
          />
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
