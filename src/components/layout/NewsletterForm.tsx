'use client'

import { useActionState, useState } from 'react'

import { emailInputProps } from '@/components/forms/Field'
import { type NewsletterState, subscribeFromFooter } from '@/components/layout/newsletter-action'
import { apiRequest } from '@/components/api-client'
import { toast } from '@/lib/toast-store'
import { emailError } from '@/lib/validation'

const initial: NewsletterState = { status: 'idle', message: '', email: '' }

/**
 * Newsletter sign-up (spec §5): empty → "Email cannot be empty", not an e-mail → "Email tidak Valid",
 * otherwise POST /api/subscribe and the server's message as a toast. Without JavaScript the form
 * posts to a server action and the message shows under the field.
 */
export function NewsletterForm() {
  const [serverState, formAction, pending] = useActionState(subscribeFromFooter, initial)
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem ?? '')
    if (problem) return
    setSending(true)
    const result = await apiRequest('/api/subscribe', { body: { email: email.trim() } })
    setSending(false)
    if (result.ok) {
      toast.success(result.message)
      setEmail('')
    } else if (result.status === 0) setError(result.message)
    // A refusal or error already raised its toast (spec §8); the typed e-mail stays, and no connection is
    // also said under the field, where the toast's few seconds do not reach.
  }

  const message = error || (serverState.status !== 'idle' ? serverState.message : '')
  const isError = Boolean(error) || serverState.status === 'error'
  return (
    <form action={formAction} onSubmit={submit} noValidate className="mt-3">
      <label htmlFor="newsletter-email" className="sr-only">
        Alamat email
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          {...emailInputProps}
          placeholder="Alamat email Anda"
          value={email || (serverState.status === 'error' ? serverState.email : '')}
          onChange={(e) => {
            setEmail(e.target.value)
            if (error) setError('')
          }}
          aria-invalid={isError || undefined}
          aria-describedby="newsletter-message"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-white/30 bg-white/10 px-4 text-white placeholder:text-white/70 outline-none focus:border-accent-400 focus:bg-white/15"
        />
        <button
          type="submit"
          disabled={sending || pending}
          className="min-h-11 shrink-0 rounded-full bg-accent-400 px-5 font-semibold text-brand-900 hover:bg-accent-500 disabled:opacity-60"
        >
          {sending || pending ? 'Mengirim…' : <span lang="en">Subscribe</span>}
        </button>
      </div>
      <p
        id="newsletter-message"
        role={isError ? 'alert' : 'status'}
        className={`mt-2 min-h-5 text-sm ${isError ? 'text-accent-400' : 'text-white'}`}
      >
        {message}
      </p>
    </form>
  )
}
