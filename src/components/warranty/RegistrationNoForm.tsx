'use client'

import { useForm } from 'react-hook-form'

import { Field, inputClass } from '@/components/forms/Field'
import { Button } from '@/components/ui/Button'
import { FormError } from '@/components/forms/FormError'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { Failure } from '@/components/api-client/failure'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/warranty/steps').then((m) => m.registrationStep),
)

/** Finding a registration by the number on its certificate or e-mail; a refusal keeps what was typed. */
export function RegistrationNoForm({
  initial,
  error,
  onSubmit,
}: {
  initial: string
  error: Failure | null
  onSubmit: (registrationNo: string) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { registration_no: initial },
  })
  const fieldError = formState.errors.registration_no?.message
  return (
    <form
      onSubmit={handleSubmit(({ registration_no }) => onSubmit(registration_no))}
      ref={preloadOnFocus}
      noValidate
      className="grid gap-2"
    >
      <div className="max-w-sm">
        <Field
          id="claim-registration_no"
          label="Nomor registrasi garansi"
          hint="Tertulis di sertifikat dan email pendaftaran, misalnya GRN-000123-7KQ2."
          error={fieldError}
        >
          <input
            id="claim-registration_no"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="GRN-000123-7KQ2"
            {...register('registration_no')}
            aria-invalid={Boolean(fieldError) || undefined}
            aria-describedby="claim-registration_no-hint claim-registration_no-error"
            className={inputClass(fieldError)}
          />
        </Field>
      </div>
      <FormError error={error} />
      <div className="mt-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Memeriksa…' : 'Cari garansi'}
        </Button>
      </div>
    </form>
  )
}
