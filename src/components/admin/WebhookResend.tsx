'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Sends a webhook delivery again now (its log keeps every attempt's outcome). */
export function WebhookResend() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'done' | string>('idle')
  if (!id) return null

  async function resend() {
    setState('busy')
    try {
      const response = await fetch(`/cms-api/webhook-deliveries/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
        setState(body.errors?.[0]?.message ?? `Gagal (${response.status}).`)
        return
      }
      setState('done')
      // The loop sends within seconds; show its outcome.
      setTimeout(() => router.refresh(), 2000)
    } catch {
      setState('Tidak tersambung ke server. Coba lagi.')
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" disabled={state === 'busy'} onClick={resend}>
        Kirim ulang
      </Button>
      {state === 'done' && (
        <p className="field-description">Dijadwalkan; hasilnya tampil di sini sebentar lagi.</p>
      )}
      {state !== 'idle' && state !== 'busy' && state !== 'done' && (
        <p role="alert" className="field-error">
          {state}
        </p>
      )}
    </div>
  )
}
