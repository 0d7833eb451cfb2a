'use client'

import { useActionState, useState } from 'react'
import { useForm } from 'react-hook-form'

import { emailInputProps, Field, phoneInputProps } from './Field'
import { fieldControl } from '@/components/forms/field-control'
import { Button } from '../ui/Button'
import { type ContactState, sendContactMessage } from '@/components/forms/actions'
import { FormError } from '@/components/forms/FormError'
import { lazyZodResolver } from '@/components/forms/lazy-resolver'
import { type Failure, failureOf, problem } from '@/components/api-client/failure'
import { apiRequest } from '@/components/api-client'
import type { ContactInput } from '@/server/contact/schema'
import { contactTopics } from '@/server/contact/topics'

const { resolver, preloadOnFocus } = lazyZodResolver(() =>
  import('@/server/contact/schema').then((m) => m.contactBody),
)

const initial: ContactState = { status: 'idle', errors: {}, values: {} }

/**
 * The contact form: checked field by field as the API checks it, sent to POST /api/contact-us/add.
 * Nothing typed is lost on an error. Without JavaScript it posts to a server action instead.
 */
export function ContactForm() {
  const [serverState, formAction, pending] = useActionState(sendContactMessage, initial)
  const [ticket, setTicket] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const { register, handleSubmit, formState, reset } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: serverState.values.name ?? '',
      email: serverState.values.email ?? '',
      phone: serverState.values.phone ?? '',
      topic: (serverState.values.topic as ContactInput['topic']) || undefined,
      message: serverState.values.message ?? '',
    },
  })

  const done = ticket ?? (serverState.status === 'success' ? serverState.ticket : null)
  if (done) {
    return (
      <div role="status" className="rounded-2xl bg-brand-50 p-6">
        <h2 className="text-xl font-bold text-brand-800">Pesan Anda sudah kami terima</h2>
        <p className="mt-2">
          Nomor tiket Anda <b>{done}</b>. Tim layanan pelanggan akan membalas ke email Anda dalam 1×24 jam
          kerja.
        </p>
        <button
          type="button"
          onClick={() => {
            setTicket(null)
            reset({ name: '', email: '', phone: '', topic: undefined, message: '' })
          }}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          Kirim pesan lain
        </button>
      </div>
    )
  }

  const submit = handleSubmit(async (values) => {
    const result = await apiRequest('/api/contact-us/add', { body: values })
    if (result.ok) setTicket(result.data.ticket_no)
    setFailure(result.ok ? null : failureOf(result))
  })
  const error = (name: keyof ContactInput) => formState.errors[name]?.message ?? serverState.errors[name]
  const fieldProps = fieldControl('contact', register, error)

  return (
    <form action={formAction} onSubmit={submit} ref={preloadOnFocus} noValidate className="grid gap-2">
      <div className="grid gap-2 medium:grid-cols-2 medium:gap-4">
        <Field id="contact-name" label="Nama lengkap" error={error('name')}>
          <input autoComplete="name" {...fieldProps('name')} defaultValue={serverState.values.name} />
        </Field>
        <Field id="contact-email" label="Email" error={error('email')}>
          <input {...emailInputProps} {...fieldProps('email')} defaultValue={serverState.values.email} />
        </Field>
        <Field id="contact-phone" label="Nomor telepon" error={error('phone')}>
          <input {...phoneInputProps} {...fieldProps('phone')} defaultValue={serverState.values.phone} />
        </Field>
        <Field id="contact-topic" label="Topik" error={error('topic')}>
          <select {...fieldProps('topic')} defaultValue={serverState.values.topic ?? ''}>
            <option value="" disabled>
              Pilih topik
            </option>
            {contactTopics.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Pesan" error={error('message')}>
        <textarea rows={6} {...fieldProps('message')} defaultValue={serverState.values.message} />
      </Field>
      <p className="text-sm text-muted">
        Kami memakai data ini hanya untuk menjawab pesan Anda, sesuai UU PDP No. 27/2022.
      </p>
      <FormError error={failure ?? (serverState.message ? problem(serverState.message) : null)} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting || pending} className="min-h-12 px-6">
          {formState.isSubmitting || pending ? 'Mengirim…' : 'Kirim pesan'}
        </Button>
      </div>
    </form>
  )
}
