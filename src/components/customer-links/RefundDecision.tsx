'use client'

import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import type { decisionForm } from './form-schemas'
import { sendRefundDecision } from './link-api'
import { Field, inputClass } from '@/components/forms/Field'
import { Button } from '@/components/ui/Button'
import { FormError } from '@/components/forms/FormError'
import { useStepHeading } from '@/components/forms/use-step-heading'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { failureOf, type Failure } from '@/components/api-client/failure'
import { formatIDR } from '@/lib/format'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('./form-schemas').then((m) => m.decisionForm),
)
type Decision = z.output<typeof decisionForm>

const words = {
  approved: { verb: 'menyetujui', label: 'Setujui pengembalian dana', confirm: 'Ya, setujui' },
  rejected: { verb: 'menolak', label: 'Tolak pengembalian dana', confirm: 'Ya, tolak' },
} as const

/**
 * Approve or reject a return: choose (optional note) → "are you sure" → sent; what was typed survives a
 * refusal and "Ubah".
 */
export function RefundDecision({
  token,
  returnNo,
  amount,
}: {
  token: string
  returnNo: string
  amount: number
}) {
  const [step, setStep] = useState<'choose' | 'confirm' | 'done'>('choose')
  const [chosen, setChosen] = useState<Decision | null>(null)
  const [error, setError] = useState<Failure | null>(null)
  const [sending, setSending] = useState(false)
  const [doneMessage, setDoneMessage] = useState('')
  const heading = useStepHeading(step)
  const { register, handleSubmit, formState, control } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { decision: null, note: '' },
  })
  const noteLength = useWatch({ control, name: 'note' })?.length ?? 0

  const send = async () => {
    if (!chosen) return
    setSending(true)
    const result = await sendRefundDecision({
      token,
      decision: chosen.decision,
      note: chosen.note || undefined,
    })
    setSending(false)
    if (!result.ok) return setError(failureOf(result))
    setError(null)
    setDoneMessage(result.message)
    setStep('done')
  }

  const titles = { choose: 'Keputusan Anda', confirm: 'Periksa sebelum mengirim', done: 'Keputusan terkirim' }
  return (
    <section
      aria-labelledby="decision-title"
      className="mt-8 rounded-2xl border border-sand-200 p-4 medium:p-6"
    >
      <h2 id="decision-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {titles[step]}
      </h2>
      {step === 'choose' && (
        <form
          noValidate
          className="mt-3 grid gap-4"
          ref={preloadOnFocus}
          onSubmit={handleSubmit((values) => {
            setChosen(values)
            setError(null)
            setStep('confirm')
          })}
        >
          <fieldset aria-describedby="refund-decision-error">
            <legend className="font-semibold">Apakah Anda menyetujui pengembalian dana ini?</legend>
            <div className="mt-2 grid gap-2 medium:grid-cols-2">
              {(['approved', 'rejected'] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={value}
                    {...register('decision')}
                    className="size-5 accent-brand-700"
                  />
                  <span>{words[value].label}</span>
                </label>
              ))}
            </div>
            <p id="refund-decision-error" className="mt-1 min-h-5 text-sm font-semibold text-red-800">
              {formState.errors.decision?.message}
            </p>
          </fieldset>
          <Field
            id="refund-note"
            label="Alasan atau catatan (opsional)"
            hint={`Misalnya alasan penolakan, atau rekening yang Anda inginkan. ${noteLength}/500 karakter.`}
            error={formState.errors.note?.message}
          >
            <textarea
              id="refund-note"
              rows={3}
              {...register('note')}
              aria-invalid={Boolean(formState.errors.note) || undefined}
              aria-describedby="refund-note-hint refund-note-error"
              className={inputClass(formState.errors.note?.message)}
            />
          </Field>
          <div>
            <Button type="submit">Lanjutkan</Button>
          </div>
        </form>
      )}
      {step === 'confirm' && chosen && (
        <div className="mt-3 grid gap-4">
          <p className="text-lg">
            Anda akan <b>{words[chosen.decision].verb}</b> pengembalian dana <b>{formatIDR(amount)}</b> untuk
            retur <b>{returnNo}</b>. Keputusan tidak dapat diubah setelah dikirim.
          </p>
          {chosen.note && (
            <p className="rounded-xl bg-sand-50 p-3">
              <span className="font-semibold">Catatan Anda:</span> {chosen.note}
            </p>
          )}
          <FormError error={error} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={send} disabled={sending}>
              {sending ? 'Mengirim…' : words[chosen.decision].confirm}
            </Button>
            <Button
              variant="invert"
              onClick={() => {
                setError(null)
                setStep('choose')
              }}
              disabled={sending}
            >
              Ubah keputusan
            </Button>
          </div>
        </div>
      )}
      {step === 'done' && (
        <div className="mt-3 grid gap-3" data-refund-done>
          <p className="text-lg">{doneMessage}</p>
          <p>
            Konfirmasi keputusan ini juga kami kirim ke email Anda. Tautan ini tidak dapat digunakan lagi.
          </p>
        </div>
      )}
    </section>
  )
}
