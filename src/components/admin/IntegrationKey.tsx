'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * Issues an integration its key (or a new one: rotation) and shows it this once; only its hash is kept, so
 * it cannot be shown again.
 */
export function IntegrationKey() {
  const { id } = useDocumentInfo()
  const [key, setKey] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  if (!id) return <p className="field-description">Simpan integrasi ini dulu, lalu buat kuncinya.</p>

  async function issue() {
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch(`/cms-api/integrations/${id}/key`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json()) as { key?: string; errors?: { message: string }[] }
      if (!response.ok || !body.key) setProblem(body.errors?.[0]?.message ?? `Gagal (${response.status}).`)
      else setKey(body.key)
    } catch {
      setProblem('Tidak tersambung ke server. Coba lagi.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      {key ? (
        <>
          <label className="field-label" htmlFor="integration-key">
            Kunci baru — salin sekarang, tidak akan ditampilkan lagi
          </label>
          <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'center' }}>
            <input
              id="integration-key"
              readOnly
              value={key}
              onFocus={(e) => e.currentTarget.select()}
              style={{
                flex: 1,
                minWidth: 0,
                fontFamily: 'monospace',
                padding: '0.5rem',
                fontSize: '0.875rem',
              }}
            />
            <Button
              buttonStyle="secondary"
              margin={false}
              onClick={() => void navigator.clipboard?.writeText(key).then(() => setCopied(true))}
            >
              {copied ? 'Tersalin' : 'Salin'}
            </Button>
          </div>
          <p className="field-description">Kirim sebagai header: Authorization: Bearer {'<kunci>'}</p>
        </>
      ) : (
        <Button buttonStyle="secondary" disabled={busy} onClick={issue}>
          Buat kunci baru
        </Button>
      )}
      <p className="field-description">Kunci lama (bila ada) langsung berhenti berlaku.</p>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  )
}
