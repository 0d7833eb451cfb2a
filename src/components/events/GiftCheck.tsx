'use client'

import { useState } from 'react'

import { Field, inputClass } from '../forms/Field'
import { Button } from '../ui/Button'
import { apiRequest } from '@/components/api-client'

type Gift = {
  registration_code: string
  registration_place: number
  gifts: { name: string; quota: number | null; eligible: boolean }[]
  gift_claimed: string | null
}

/**
 * "Cek hadiah": a registrant checks the gifts of their registration with its code and e-mail (POST
 * /api/event/detail/gift).
 */
export function GiftCheck() {
  const [result, setResult] = useState<Gift | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-brand-700 underline">
        Cek hadiah dengan kode registrasi
      </summary>
      <form
        className="mt-3 grid gap-2 medium:grid-cols-2 medium:gap-4"
        onSubmit={async (e) => {
          e.preventDefault()
          const form = new FormData(e.currentTarget)
          setBusy(true)
          setProblem(null)
          const answer = await apiRequest('/api/event/detail/gift', {
            body: {
              registration_code: String(form.get('registration_code') ?? ''),
              email: String(form.get('email') ?? ''),
            },
          })
          setBusy(false)
          if (answer.ok) setResult(answer.data)
          else {
            setResult(null)
            setProblem(answer.status === 0 ? 'Koneksi terputus. Coba lagi.' : answer.message)
          }
        }}
      >
        <Field id="gift-code" label="Kode registrasi">
          <input
            id="gift-code"
            name="registration_code"
            required
            autoComplete="off"
            placeholder="EV12-AB34CD"
            className={inputClass()}
          />
        </Field>
        <Field id="gift-email" label="Email pendaftaran">
          <input
            id="gift-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={inputClass()}
          />
        </Field>
        <div className="medium:col-span-2">
          <Button type="submit" disabled={busy} className="min-h-11 px-5">
            {busy ? 'Memeriksa…' : 'Cek hadiah'}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-3">
        {problem && <p className="font-semibold text-red-800">{problem}</p>}
        {result && (
          <div className="rounded-xl bg-white p-4">
            <p className="font-semibold">
              Kode {result.registration_code}:{' '}
              {result.gift_claimed
                ? `hadiah sudah diambil (${result.gift_claimed}).`
                : 'hadiah belum diambil.'}
            </p>
            <p className="text-sm text-muted">Anda pendaftar ke-{result.registration_place}.</p>
            <ul className="mt-2 list-disc pl-5">
              {result.gifts.map((g) => (
                <li key={g.name}>
                  {g.name}:{' '}
                  {g.eligible ? (
                    <b className="text-brand-700">untuk Anda</b>
                  ) : (
                    <b className="text-red-800">kuota {g.quota} pendaftar pertama sudah habis</b>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  )
}
