'use client'

import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Field, inputClass } from '@/components/forms/Field'
import { BackButton, Button } from '@/components/ui/Button'
import { FormError } from '@/components/forms/FormError'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import type { Failure } from '@/components/api-client/failure'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/trust/code-step').then((m) => m.codeStep),
)

/** Seconds until `at` (epoch ms), ticking; 0 once passed. */
function useSecondsUntil(at: number) {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((at - Date.now()) / 1000)))
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((at - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [at])
  return left
}

/** The proof step: the 6-digit code sent to a masked address, with a resend that waits its turn. */
export function CodeForm({
  idPrefix,
  sentTo,
  resendAt,
  error,
  onSubmit,
  onResend,
  onBack,
}: {
  idPrefix: string
  sentTo: string
  resendAt: number
  error: Failure | null
  onSubmit: (code: string) => Promise<void>
  onResend: () => Promise<void>
  onBack: () => void
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { code: '' },
  })
  const wait = useSecondsUntil(resendAt)
  const [resending, setResending] = useState(false)
  const id = `${idPrefix}-code`
  const fieldError = formState.errors.code?.message
  return (
    <form
      onSubmit={handleSubmit(({ code }) => onSubmit(code))}
      ref={preloadOnFocus}
      noValidate
      className="grid gap-3"
    >
      <p>
        Kami mengirim kode 6 angka ke <b>{sentTo}</b>. Kode berlaku 15 menit; periksa juga folder spam.
      </p>
      <div className="max-w-xs">
        <Field id={id} label="Kode verifikasi" error={fieldError}>
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={11}
            placeholder="123456"
            {...register('code')}
            aria-invalid={Boolean(fieldError) || undefined}
            aria-describedby={`${id}-error`}
            className={`${inputClass(fieldError)} text-lg tracking-[0.3em] tabular-nums`}
          />
        </Field>
      </div>
      <FormError error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Memeriksa…' : 'Verifikasi'}
        </Button>
        <Button
          variant="invert"
          disabled={wait > 0 || resending}
          onClick={async () => {
            setResending(true)
            await onResend()
            setResending(false)
          }}
        >
          {resending
            ? 'Mengirim…'
            : wait > 0
              ? `Kirim ulang dalam ${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, '0')}`
              : 'Kirim ulang kode'}
        </Button>
        <BackButton onClick={onBack} />
      </div>
    </form>
  )
}
