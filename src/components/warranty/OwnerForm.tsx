'use client'

import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { FormError } from '@/components/forms/FormError'
import type { Failure } from '@/components/api-client/failure'
import { VillageCombobox } from './VillageCombobox'
import { emailInputProps, Field, phoneInputProps } from '@/components/forms/Field'
import { fieldControl } from '@/components/forms/field-control'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { BackButton, Button } from '@/components/ui/Button'
import type { OwnerInput, ownerStep } from '@/server/warranty/steps'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/warranty/steps').then((m) => m.ownerStep),
)

const empty: OwnerInput = {
  customer_name: '',
  email: '',
  phone: '',
  address: '',
  kelurahan: '',
  kecamatan: '',
  city: '',
  province: '',
  postal_code: '',
}

/**
 * The owner and the address; the area comes from the chosen kelurahan, the postal code with it where known.
 */
export function OwnerForm({
  initial,
  error,
  onSubmit,
  onBack,
  onChange,
}: {
  initial: OwnerInput | null
  error: Failure | null
  onSubmit: (v: z.output<typeof ownerStep>) => Promise<void>
  onBack: () => void
  onChange: (v: OwnerInput) => void
}) {
  const { register, handleSubmit, formState, setValue, control, subscribe } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ?? empty,
  })
  const fieldError = (name: keyof OwnerInput) => formState.errors[name]?.message
  const fieldProps = fieldControl('owner', register, fieldError)
  const [kelurahan, kecamatan, city, province] = useWatch({
    control,
    name: ['kelurahan', 'kecamatan', 'city', 'province'],
  })
  // Everything typed goes up to the flow, so going back and forth keeps it (in memory only).
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }),
    [subscribe, onChange],
  )

  return (
    <form onSubmit={handleSubmit(onSubmit)} ref={preloadOnFocus} noValidate className="grid gap-2">
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="owner-customer_name" label="Nama lengkap" error={fieldError('customer_name')}>
          <input autoComplete="name" {...fieldProps('customer_name')} />
        </Field>
        <Field id="owner-phone" label="Nomor telepon" error={fieldError('phone')}>
          <input {...phoneInputProps} {...fieldProps('phone')} />
        </Field>
        <Field
          id="owner-email"
          label="Email"
          hint="Sertifikat garansi dan kabar klaim dikirim ke sini."
          error={fieldError('email')}
        >
          <input {...emailInputProps} {...fieldProps('email', { hint: true })} />
        </Field>
      </div>
      <Field id="owner-address" label="Alamat (jalan, nomor, RT/RW)" error={fieldError('address')}>
        <textarea rows={2} autoComplete="street-address" {...fieldProps('address')} />
      </Field>
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field
          id="owner-kelurahan"
          label="Kelurahan / desa"
          hint="Ketik namanya, lalu pilih dari saran."
          error={fieldError('kelurahan') ?? fieldError('kecamatan')}
        >
          <VillageCombobox
            id="owner-kelurahan"
            value={kelurahan}
            error={fieldError('kelurahan') ?? fieldError('kecamatan')}
            describedBy="owner-kelurahan-hint owner-kelurahan-error"
            onType={(text) => {
              setValue('kelurahan', text)
              // A typed name is not a place until one is picked: the area waits for the pick.
              for (const f of ['kecamatan', 'city', 'province'] as const) setValue(f, '')
            }}
            onPick={(v) => {
              const opts = { shouldValidate: true } as const
              setValue('kelurahan', v.kelurahan, opts)
              setValue('kecamatan', v.kecamatan, opts)
              setValue('city', v.city, opts)
              setValue('province', v.province, opts)
              if (v.postal_code) setValue('postal_code', v.postal_code, opts)
            }}
          />
        </Field>
        <Field id="owner-postal_code" label="Kode pos" error={fieldError('postal_code')}>
          <input
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="12410"
            {...fieldProps('postal_code')}
          />
        </Field>
      </div>
      <p className="rounded-xl bg-sand-50 p-3 text-sm" aria-live="polite">
        {kecamatan ? (
          <>
            Kecamatan <b>{kecamatan}</b>, <b>{city}</b>, <b>{province}</b>
          </>
        ) : (
          'Kecamatan, kota dan provinsi terisi setelah kelurahan dipilih.'
        )}
      </p>
      <FormError error={error} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Mendaftarkan…' : 'Daftarkan garansi'}
        </Button>
        <BackButton onClick={onBack} />
      </div>
    </form>
  )
}
