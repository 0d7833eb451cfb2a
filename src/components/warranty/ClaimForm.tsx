'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { FormError } from '@/components/forms/FormError'
import type { Failure } from '@/components/api-client/failure'
import { PhotoPicker } from './PhotoPicker'
import type { PreparedPhoto } from './photo-resize'
import { Field } from '@/components/forms/Field'
import { fieldControl } from '@/components/forms/field-control'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { Button } from '@/components/ui/Button'
import { dayKey } from '@/lib/time-zone'
import { contactTimes, problemCategories } from '@/lib/warranty-choices'
import type { ClaimInput, claimStep } from '@/server/warranty/steps'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/warranty/steps').then((m) => m.claimStep),
)

/** The claim: what is wrong, since when, photos, and when the service team may call. */
export function ClaimForm({
  error,
  purchasedAt,
  onSubmit,
}: {
  error: Failure | null
  purchasedAt: string
  onSubmit: (values: z.output<typeof claimStep>, photos: File[]) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { problem_category: undefined, problem: '', started_on: '', contact_time: undefined },
  })
  const [photos, setPhotos] = useState<PreparedPhoto[]>([])
  const [photoError, setPhotoError] = useState<string | undefined>()
  // Sending waits while chosen photos are still being shrunk.
  const [photosBusy, setPhotosBusy] = useState(false)
  const fieldError = (name: keyof ClaimInput) => formState.errors[name]?.message
  const fieldProps = fieldControl('claim', register, fieldError)
  const today = dayKey(new Date(), 'Asia/Jakarta')

  const submit = handleSubmit(
    async (values) => {
      if (!photos.length) return setPhotoError('Tambahkan minimal 1 foto kerusakan')
      setPhotoError(undefined)
      await onSubmit(
        values,
        photos.map((p) => p.file),
      )
    },
    () => setPhotoError(photos.length ? undefined : 'Tambahkan minimal 1 foto kerusakan'),
  )

  return (
    <form onSubmit={submit} ref={preloadOnFocus} noValidate className="grid gap-2">
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="claim-problem_category" label="Jenis kerusakan" error={fieldError('problem_category')}>
          <select {...fieldProps('problem_category')} defaultValue="">
            <option value="" disabled>
              Pilih jenis kerusakan
            </option>
            {problemCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="claim-started_on" label="Mulai rusak sejak" error={fieldError('started_on')}>
          <input type="date" min={purchasedAt.slice(0, 10)} max={today} {...fieldProps('started_on')} />
        </Field>
      </div>
      <Field
        id="claim-problem"
        label="Ceritakan kerusakannya"
        hint="Bagian mana, seperti apa, dan bagaimana terjadinya (minimal 20 karakter)."
        error={fieldError('problem')}
      >
        <textarea rows={4} maxLength={2000} {...fieldProps('problem', { hint: true })} />
      </Field>
      <PhotoPicker
        photos={photos}
        onBusyChange={setPhotosBusy}
        onChange={(next) => {
          setPhotos(next)
          if (next.length) setPhotoError(undefined)
        }}
        error={photoError}
      />
      <div className="mt-2 max-w-sm">
        <Field
          id="claim-contact_time"
          label="Waktu yang nyaman untuk dihubungi"
          error={fieldError('contact_time')}
        >
          <select {...fieldProps('contact_time')} defaultValue="">
            <option value="" disabled>
              Pilih waktu
            </option>
            {contactTimes.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormError error={error} />
      <div className="mt-2">
        <Button type="submit" disabled={formState.isSubmitting || photosBusy}>
          {formState.isSubmitting ? 'Mengirim klaim…' : photosBusy ? 'Memproses foto…' : 'Kirim klaim'}
        </Button>
      </div>
    </form>
  )
}
