'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

const durations = [
  { hours: 24, label: '1 hari' },
  { hours: 72, label: '3 hari' },
  { hours: 168, label: '7 hari' },
]

const wib = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

/**
 * In a drafted document's sidebar: a preview link for someone without a back-office account (a manager), to
 * see the latest draft on the real page until the link expires (server/preview/share.ts).
 */
export function SharePreview() {
  const { id, collectionSlug } = useDocumentInfo()
  const [hours, setHours] = useState(24)
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null)
  const [state, setState] = useState<'idle' | 'busy' | 'copied' | string>('idle')
  const selectId = useId()
  const linkId = useId()
  if (!id || !collectionSlug) return null

  async function create() {
    setState('busy')
    try {
      const response = await fetch(`/cms-api/${collectionSlug}/${id}/preview-link`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        url?: string
        expires_at?: string
        errors?: { message: string }[]
      }
      if (!response.ok || !body.url || !body.expires_at) {
        setState(body.errors?.[0]?.message ?? `Gagal (${response.status}).`)
        return
      }
      setLink({ url: new URL(body.url, window.location.origin).href, expires: body.expires_at })
      setState('idle')
    } catch {
      setState('Tidak tersambung ke server. Coba lagi.')
    }
  }

  async function copy() {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link.url)
      setState('copied')
    } catch {
      setState('Salin tautannya dari kotak di atas.')
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label htmlFor={selectId} className="field-label">
        Tautan pratinjau untuk dibagikan
      </label>
      <p className="field-description">
        Untuk yang tidak punya akun back-office: menampilkan draf terbaru di halaman situs sampai tautannya
        kedaluwarsa.
      </p>
      <select
        id={selectId}
        value={hours}
        onChange={(event) => setHours(Number(event.target.value))}
        style={{ display: 'block', marginBottom: 8, minHeight: 32, width: '100%' }}
      >
        {durations.map((d) => (
          <option key={d.hours} value={d.hours}>
            Berlaku {d.label}
          </option>
        ))}
      </select>
      <Button buttonStyle="secondary" disabled={state === 'busy'} onClick={create}>
        Buat tautan pratinjau
      </Button>
      {link && (
        <>
          <label htmlFor={linkId} className="field-label">
            Berlaku sampai {wib.format(new Date(link.expires))} WIB
          </label>
          <input id={linkId} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <Button buttonStyle="secondary" size="small" onClick={copy}>
            Salin tautan
          </Button>
        </>
      )}
      <p role="status" className="field-description">
        {state === 'copied' ? 'Tautan disalin.' : ''}
      </p>
      {state !== 'idle' && state !== 'busy' && state !== 'copied' && (
        <p role="alert" className="field-error">
          {state}
        </p>
      )}
    </div>
  )
}
