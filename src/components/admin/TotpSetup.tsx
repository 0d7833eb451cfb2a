'use client'

import { Button, FieldLabel, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Setup = { secret: string; qr: string }

const inputStyle = {
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  margin: '0.5rem 0 0.75rem',
  padding: '0.5rem 0.75rem',
  fontSize: '1rem',
  letterSpacing: '0.2em',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
} as const

/**
 * Two-step sign-in on a staff account (src/server/staff/totp.ts): on one's own account, turn it on (QR code
 * and secret, confirmed with a first code) or off (with a current code); an administrator on a colleague's
 * account can only turn it off, for a lost phone.
 */
export function TotpSetup() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const enabledField = useFormFields(([fields]) => fields.totp_enabled)
  const [enabled, setEnabled] = useState(Boolean(enabledField?.value))
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState('')
  const api = `${config.routes.api}/users`
  const own = user && id !== undefined && String(user.id) === String(id)

  const post = async (path: string, body: unknown = {}) => {
    setMessage('')
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = await response.json().catch(() => ({}))
    if (!response.ok) setMessage(json?.errors?.[0]?.message ?? 'Gagal.')
    return response.ok ? json : null
  }

  if (id === undefined) return null
  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <FieldLabel label="Verifikasi dua langkah" />
      <p>{enabled ? 'Aktif: masuk memerlukan kode dari aplikasi autentikator.' : 'Tidak aktif.'}</p>
      {own && !enabled && !setup && (
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={async () => setSetup(await post('/totp/setup'))}
        >
          Aktifkan
        </Button>
      )}
      {own && !enabled && setup && (
        <div>
          <p>
            Pindai kode QR ini dengan aplikasi autentikator (mis. Google Authenticator, Aegis), atau ketik
            kuncinya:
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
          <img
            src={setup.qr}
            alt="Kode QR untuk aplikasi autentikator"
            width={220}
            height={220}
            style={{ background: '#fff', display: 'block', margin: '0.75rem 0' }}
          />
          <p>
            <code style={{ wordBreak: 'break-all', userSelect: 'all' }}>{setup.secret}</code>
          </p>
          <label htmlFor="totp-confirm">Kode 6 digit dari aplikasi</label>
          <CodeInput id="totp-confirm" value={code} onChange={setCode} />
          <Button
            buttonStyle="primary"
            size="small"
            onClick={async () => {
              if (await post('/totp/enable', { code })) {
                setEnabled(true)
                setSetup(null)
                setCode('')
              }
            }}
          >
            Konfirmasi
          </Button>
        </div>
      )}
      {own && enabled && (
        <div>
          <label htmlFor="totp-disable">Kode saat ini untuk menonaktifkan</label>
          <CodeInput id="totp-disable" value={code} onChange={setCode} />
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={async () => {
              if (await post('/totp/disable', { code })) {
                setEnabled(false)
                setCode('')
              }
            }}
          >
            Nonaktifkan
          </Button>
        </div>
      )}
      {!own && enabled && user?.role === 'admin' && (
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={async () => {
            if (await post(`/${id}/totp/reset`)) setEnabled(false)
          }}
        >
          Atur ulang (ponsel hilang)
        </Button>
      )}
      {message && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {message}
        </p>
      )}
    </div>
  )
}

/** The six-digit code from the authenticator app. */
function CodeInput({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  return (
    <input
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={inputStyle}
    />
  )
}
