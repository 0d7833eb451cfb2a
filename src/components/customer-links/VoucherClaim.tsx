'use client'

import { useState } from 'react'

import { claimVoucher, type ClaimedVoucher, sendVoucherCode } from './link-api'
import { VoucherQr } from './VoucherQr'
import { Button } from '@/components/ui/Button'
import { CodeForm } from '@/components/forms/CodeForm'
import { FormError } from '@/components/forms/FormError'
import { useStepHeading } from '@/components/forms/use-step-heading'
import { checkCode, type Challenge } from '@/components/warranty/warranty-api'
import { failureOf, type Failure, problem } from '@/components/api-client/failure'
import { formatDate } from '@/lib/format'
import { groupVoucherCode } from '@/lib/link-pages'

type Step =
  | { name: 'start' }
  | { name: 'code'; challenge: Challenge; resendAt: number }
  | { name: 'claimed'; voucher: ClaimedVoucher }

/**
 * Claim a voucher from its link: a code e-mailed to the address it was issued to, then the code to show at
 * the till.
 */
export function VoucherClaim({ token, issuedTo }: { token: string; issuedTo: string }) {
  const [step, setStep] = useState<Step>({ name: 'start' })
  const [error, setError] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const heading = useStepHeading(step.name)

  const sendCode = async () => {
    setBusy(true)
    const result = await sendVoucherCode(token)
    setBusy(false)
    if (!result.ok) return setError(failureOf(result))
    setError(null)
    setStep({ name: 'code', challenge: result.data, resendAt: Date.now() + result.data.resend_after * 1000 })
  }
  const submitCode = async (code: string) => {
    if (step.name !== 'code') return
    const proof = await checkCode(step.challenge.challenge, code)
    if (!proof.ok) return setError(failureOf(proof))
    const claimed = await claimVoucher(token, proof.data.verification_token)
    if (!claimed.ok && claimed.status === 200 && claimed.message.startsWith('Verifikasi email diperlukan')) {
      setStep({ name: 'code', challenge: step.challenge, resendAt: 0 })
      return setError(
        problem('Waktu verifikasi sudah habis. Tekan "Kirim ulang kode", lalu masukkan kode baru.'),
      )
    }
    if (!claimed.ok) return setError(failureOf(claimed))
    setError(null)
    setStep({ name: 'claimed', voucher: claimed.data })
  }

  const titles = {
    start: 'Klaim voucher',
    code: 'Masukkan kode verifikasi',
    claimed: 'Voucher berhasil diklaim',
  }
  return (
    <section aria-labelledby="claim-title" className="mt-8 rounded-2xl border border-sand-200 p-4 medium:p-6">
      <h2 id="claim-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {titles[step.name]}
      </h2>
      {step.name === 'start' && (
        <div className="mt-3 grid gap-3">
          <p>
            Voucher ini dikirim untuk <b>{issuedTo}</b>. Untuk mengklaimnya, kami mengirim kode 6 angka ke
            alamat itu.
          </p>
          <FormError error={error} />
          <div>
            <Button onClick={sendCode} disabled={busy}>
              {busy ? 'Mengirim kode…' : 'Klaim voucher'}
            </Button>
          </div>
        </div>
      )}
      {step.name === 'code' && (
        <div className="mt-3">
          <CodeForm
            idPrefix="voucher"
            sentTo={step.challenge.sent_to}
            resendAt={step.resendAt}
            error={error}
            onSubmit={submitCode}
            onResend={sendCode}
            onBack={() => {
              setError(null)
              setStep({ name: 'start' })
            }}
          />
        </div>
      )}
      {step.name === 'claimed' && (
        <div className="mt-3 grid items-center gap-4 medium:grid-cols-[auto_1fr]" data-voucher-claimed>
          <VoucherQr code={step.voucher.code} />
          <div>
            <p className="text-sm text-muted">Kode voucher</p>
            <p
              className="font-mono text-3xl font-extrabold tracking-wider break-all medium:text-4xl"
              data-voucher-code
            >
              {groupVoucherCode(step.voucher.code)}
            </p>
            <p className="mt-2 text-lg font-semibold">{step.voucher.title}</p>
            <p className="mt-1">
              Tunjukkan kode atau kode QR ini di kasir Rumah Loka sebelum membayar. Berlaku hingga{' '}
              {formatDate(step.voucher.valid_until)}.
            </p>
            <p className="mt-1 text-sm text-muted">
              Kode ini juga kami kirim ke email Anda, jadi tetap bisa ditunjukkan setelah halaman ini ditutup.
            </p>
          </div>
        </div>
      )}
    </section>
  )
}
