'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { useActionState, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z, ZodType } from 'zod'

import { RegistrationPending } from './RegistrationPending'
import { emailInputProps, Field, phoneInputProps } from '../forms/Field'
import { fieldControl } from '@/components/forms/field-control'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { Button } from '../ui/Button'
import {
  type EventRegistrationState,
  type RegistrationConfirmation as Confirmation,
  registerForEventAction,
} from '@/components/events/actions'
import { apiRequest } from '@/components/api-client'
import type { EventRegistrationInput, eventRegistrationBody } from '@/server/events/registration-schema'

const initial: EventRegistrationState = { status: 'idle', errors: {}, values: {} }
type Values = Omit<EventRegistrationInput, 'consent'> & { consent: boolean }

// The checkbox gives a boolean where the call's schema also takes "on"; the schema accepts both.
const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/events/registration-schema').then(
    (m) => m.eventRegistrationBody as unknown as ZodType<z.output<typeof eventRegistrationBody>, Values>,
  ),
)

/**
 * Event registration: checked field by field with the call's own schema, sent to the register call.
 * Nothing typed is lost on a refusal or a lost connection; without JavaScript it posts to a server action.
 */
export function EventRegistrationForm({ slug, maxParticipants }: { slug: string; maxParticipants: number }) {
  const [serverState, formAction, pending] = useActionState(registerForEventAction, initial)
  const [done, setDone] = useState<Confirmation | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // Without JavaScript the server action's answer refills the fields (defaultValue below).
  const v = serverState.values
  const { register, handleSubmit, formState } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      event_slug: slug,
      name: v.name ?? '',
      email: v.email ?? '',
      phone: v.phone ?? '',
      participants: v.participants || '1',
      note: v.note ?? '',
      consent: v.consent === 'on',
    },
  })

  const confirmation = done ?? (serverState.status === 'success' ? serverState.confirmation : undefined)
  if (confirmation) return <RegistrationPending pending={confirmation} />

  const submit = handleSubmit(async (values) => {
    setProblem(null)
    const answer = await apiRequest('/api/event/insert/event/register', { body: values })
    if (answer.ok) {
      setDone({ ...answer.data, email: values.email })
    } else setProblem(answer.message)
  })
  const error = (name: keyof Values) => formState.errors[name]?.message ?? serverState.errors[name]
  const fieldProps = fieldControl('event', register, error)
  const refusal = problem ?? (serverState.status === 'refused' ? serverState.message : null)
  const busy = formState.isSubmitting || pending

  return (
    <form
      action={formAction}
      onSubmit={submit}
      ref={preloadOnFocus}
      noValidate
      className="grid gap-2"
      aria-describedby={refusal ? 'event-refusal' : undefined}
    >
      <input type="hidden" value={slug} {...register('event_slug')} />
      {refusal && (
        <p
          id="event-refusal"
          role="alert"
          className="mb-2 rounded-xl bg-red-50 p-4 font-semibold text-red-800"
        >
          {refusal}
        </p>
      )}
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="event-name" label="Nama lengkap" error={error('name')}>
          <input autoComplete="name" {...fieldProps('name')} defaultValue={v.name} />
        </Field>
        <Field
          id="event-email"
          label="Email"
          hint="Tautan konfirmasi dikirim ke sini."
          error={error('email')}
        >
          <input {...emailInputProps} {...fieldProps('email', { hint: true })} defaultValue={v.email} />
        </Field>
        <Field
          id="event-phone"
          label="Nomor HP"
          hint="Contoh: 0812 3456 7890 atau +62 812 3456 7890"
          error={error('phone')}
        >
          <input {...phoneInputProps} {...fieldProps('phone', { hint: true })} defaultValue={v.phone} />
        </Field>
        <Field
          id="event-participants"
          label="Jumlah peserta"
          hint={`Termasuk Anda, maksimal ${maxParticipants}.`}
          error={error('participants')}
        >
          <select {...fieldProps('participants', { hint: true })} defaultValue={v.participants || '1'}>
            {Array.from({ length: maxParticipants }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1} orang
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id="event-note"
        label="Catatan (opsional)"
        hint="Misalnya kebutuhan aksesibilitas atau alergi makanan."
        error={error('note')}
      >
        <textarea rows={3} maxLength={500} {...fieldProps('note', { hint: true })} defaultValue={v.note} />
      </Field>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            value="on"
            {...fieldProps('consent')}
            defaultChecked={v.consent === 'on'}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            Saya setuju data ini dipakai untuk pendaftaran dan informasi event ini, sesuai{' '}
            <SmartLink href="/kebijakan-privasi" className="font-semibold text-brand-700 underline">
              Kebijakan Privasi
            </SmartLink>{' '}
            (UU PDP No. 27/2022).
          </span>
        </label>
        <p id="event-consent-error" className="mt-1 min-h-5 text-sm font-semibold text-red-800">
          {error('consent')}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={busy} className="min-h-12 px-6">
          {busy ? 'Mendaftarkan…' : 'Daftar'}
        </Button>
      </div>
    </form>
  )
}
