'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { useEffect, useState } from 'react'
import type { z } from 'zod'

import { ClaimForm } from './ClaimForm'
import { ClaimHistory } from './ClaimHistory'
import { CodeForm } from '@/components/forms/CodeForm'
import { loadFlow, saveFlow } from './flow-storage'
import { PurchaseForm } from './PurchaseForm'
import { RegistrationNoForm } from './RegistrationNoForm'
import { StepProgress } from '@/components/forms/StepProgress'
import { useStepHeading } from '@/components/forms/use-step-heading'
import { type ClaimAnswer, checkCode, readWarranty, sendClaim, type WarrantyDetail } from './warranty-api'
import { formatDate } from '@/lib/format'
import { failureOf, type Failure, problem } from '@/components/api-client/failure'
import { WARRANTY_CLAIM_KEY } from '@/lib/storage-keys'
import type { claimStep } from '@/server/warranty/steps'
import { RadioPills } from '@/components/forms/RadioPills'

type Numbers = { receipt_no: string; serial_no: string }
/** How the registration is found: receipt + serial number, or the registration number. */
type FindBy = 'purchase' | 'registration'
/** The registration without its owner's details (those are never stored in the browser). */
type Detail = Omit<WarrantyDetail, 'verification' | 'owner'>
type Flow =
  | { step: 'find'; numbers?: Numbers; by?: FindBy }
  | { step: 'proof'; numbers: Numbers; detail: Detail; challenge: string; sentTo: string; resendAt: number }
  | { step: 'claim'; numbers: Numbers; detail: Detail; token: string; tokenExpiresAt: string }
  | {
      step: 'done'
      numbers: Numbers
      detail: Detail
      token: string
      tokenExpiresAt: string
      claim: ClaimAnswer
    }

const steps = ['Cari garansi', 'Verifikasi', 'Klaim', 'Selesai']
const stepIndex = { find: 0, proof: 1, claim: 2, done: 3 } as const
const isFlow = (v: unknown): v is Flow => typeof v === 'object' && v !== null && (v as Flow).step in stepIndex
const withoutOwner = ({ verification: _v, owner: _o, ...detail }: WarrantyDetail): Detail => detail
/** What may rest in session storage: claim numbers and states, not what the owner wrote or staff noted. */
const storable = (flow: Flow): Flow =>
  'detail' in flow
    ? {
        ...flow,
        detail: {
          ...flow.detail,
          claims: flow.detail.claims.map(({ claim_no, status, status_label, created_at, updated_at }) => ({
            claim_no,
            status,
            status_label,
            created_at,
            updated_at,
          })),
        },
      }
    : flow

/**
 * Warranty claim (spec §2 /claim): find the registration by receipt and serial number or by its number, prove
 * ownership with a code to the owner's e-mail, then see coverage and earlier claims and make a claim with
 * photos.
 */
export function WarrantyClaim() {
  const [flow, setFlow] = useState<Flow>({ step: 'find' })
  const [error, setError] = useState<Failure | null>(null)
  const [notRegistered, setNotRegistered] = useState(false)
  const heading = useStepHeading(flow.step)

  useEffect(() => {
    const saved = loadFlow(WARRANTY_CLAIM_KEY, isFlow)
    if (!saved) return
    const expired = 'tokenExpiresAt' in saved && new Date(saved.tokenExpiresAt) <= new Date()
    setFlow(expired ? { step: 'find', numbers: saved.numbers } : saved) // eslint-disable-line react-hooks/set-state-in-effect -- session storage exists only in the browser
    // The owner's view (descriptions, staff notes) is read again rather than kept in the browser.
    if (!expired && 'token' in saved) {
      void readWarranty({ ...saved.numbers, verification_token: saved.token }).then(
        (r) => r.ok && setFlow((f) => ('detail' in f ? { ...f, detail: withoutOwner(r.data) } : f)),
      )
    }
  }, [])

  const go = (next: Flow) => {
    setError(null)
    setFlow(next)
    saveFlow(WARRANTY_CLAIM_KEY, next.step === 'find' ? null : storable(next))
  }

  const find = async (key: Numbers | { registration_no: string }) => {
    setNotRegistered(false)
    const result = await readWarranty({ ...key, send_code: true })
    if (!result.ok) {
      setNotRegistered(result.status === 200 && 'receipt_no' in key)
      return setError(failureOf(result))
    }
    const { verification } = result.data
    if (!verification)
      return setError(problem('Kode verifikasi tidak dapat dikirim saat ini. Coba lagi beberapa saat lagi.'))
    const numbers = { receipt_no: result.data.receipt_no, serial_no: result.data.serial_no }
    go({
      step: 'proof',
      numbers,
      detail: withoutOwner(result.data),
      challenge: verification.challenge,
      sentTo: verification.sent_to,
      resendAt: Date.now() + verification.resend_after * 1000,
    })
  }
  const resend = async (to: 'owner' | 'receipt' = 'owner') => {
    if (flow.step !== 'proof') return
    const result = await readWarranty({ ...flow.numbers, send_code: true, send_to: to })
    if (!result.ok || !result.data.verification)
      return setError(
        result.ok ? problem('Kode verifikasi tidak dapat dikirim saat ini.') : failureOf(result),
      )
    const v = result.data.verification
    go({ ...flow, challenge: v.challenge, sentTo: v.sent_to, resendAt: Date.now() + v.resend_after * 1000 })
  }
  const prove = async (code: string) => {
    if (flow.step !== 'proof') return
    const checked = await checkCode(flow.challenge, code)
    if (!checked.ok) return setError(failureOf(checked))
    const result = await readWarranty({
      ...flow.numbers,
      verification_token: checked.data.verification_token,
    })
    if (!result.ok) return setError(failureOf(result))
    go({
      step: 'claim',
      numbers: flow.numbers,
      detail: withoutOwner(result.data),
      token: checked.data.verification_token,
      tokenExpiresAt: checked.data.expires_at,
    })
  }
  const claim = async (values: z.output<typeof claimStep>, photos: File[]) => {
    if (flow.step !== 'claim') return
    const form = new FormData()
    form.set('receipt_no', flow.numbers.receipt_no)
    form.set('serial_no', flow.numbers.serial_no)
    form.set('verification_token', flow.token)
    for (const [k, v] of Object.entries(values)) form.set(k, v)
    for (const photo of photos) form.append('photos', photo, photo.name)
    const result = await sendClaim(form)
    if (!result.ok) return setError(failureOf(result))
    const refreshed = await readWarranty({ ...flow.numbers, verification_token: flow.token })
    go({
      step: 'done',
      numbers: flow.numbers,
      detail: refreshed.ok ? withoutOwner(refreshed.data) : flow.detail,
      token: flow.token,
      tokenExpiresAt: flow.tokenExpiresAt,
      claim: result.data,
    })
  }

  const titles = {
    find: 'Cari garansi produk Anda',
    proof: 'Verifikasi pemilik',
    claim: 'Ajukan klaim',
    done: 'Klaim terkirim',
  }
  return (
    <div className="max-w-3xl">
      <StepProgress steps={steps} current={stepIndex[flow.step]} />
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
        {titles[flow.step]}
      </h2>
      {flow.step === 'find' && (
        <>
          <fieldset className="mb-4">
            <legend className="mb-2 font-semibold">Cari dengan</legend>
            <RadioPills
              name="claim-find-by"
              options={[
                ['purchase', 'Nomor struk dan nomor seri'],
                ['registration', 'Nomor registrasi'],
              ]}
              value={flow.by ?? 'purchase'}
              onChange={(by) => {
                setError(null)
                setFlow({ ...flow, by })
              }}
            />
          </fieldset>
          {flow.by === 'registration' ? (
            <RegistrationNoForm
              initial=""
              error={error}
              onSubmit={(registration_no) => find({ registration_no })}
            />
          ) : (
            <PurchaseForm
              idPrefix="claim"
              initial={flow.numbers ?? { receipt_no: '', serial_no: '' }}
              error={error}
              submitLabel="Cari garansi"
              onSubmit={find}
            />
          )}
          {notRegistered && (
            <p className="mt-3">
              Belum mendaftarkan garansi?{' '}
              <SmartLink href="/register" className="font-semibold text-brand-700 underline">
                Daftarkan garansi dulu
              </SmartLink>
              .
            </p>
          )}
        </>
      )}
      {flow.step === 'proof' && (
        <>
          <p className="mb-3 rounded-xl bg-brand-50 p-3 text-sm">
            Garansi <b>{flow.detail.product_name}</b> ditemukan. Untuk melindungi data pemilik, kami mengirim
            kode ke email pemilik garansi.
          </p>
          <CodeForm
            idPrefix="claim"
            sentTo={flow.sentTo}
            resendAt={flow.resendAt}
            error={error}
            onSubmit={prove}
            onResend={() => resend('owner')}
            onBack={() => go({ step: 'find', numbers: flow.numbers })}
          />
          <p className="mt-4 text-sm">
            Email pemilik salah ketik atau tidak bisa dibuka?{' '}
            <button
              type="button"
              onClick={() => void resend('receipt')}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
            >
              Kirim kode ke email pada struk
            </button>
          </p>
        </>
      )}
      {flow.step === 'claim' && (
        <div className="grid gap-6">
          <ClaimHistory detail={flow.detail} />
          {flow.detail.is_active ? (
            <ClaimForm error={error} purchasedAt={flow.detail.purchased_at} onSubmit={claim} />
          ) : (
            <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-950">
              Masa garansi produk ini berakhir pada <b>{formatDate(flow.detail.coverage_until)}</b>, jadi
              klaim garansi tidak dapat diajukan. Untuk perbaikan berbayar,{' '}
              <SmartLink href="/contact-us" className="font-semibold underline">
                hubungi layanan pelanggan
              </SmartLink>
              .
            </p>
          )}
          <button
            type="button"
            onClick={() => go({ step: 'find' })}
            className="justify-self-start font-semibold text-brand-700 underline"
          >
            Cari garansi lain
          </button>
        </div>
      )}
      {flow.step === 'done' && (
        <div className="grid gap-6">
          <div role="status" className="rounded-2xl bg-brand-50 p-6">
            <p className="text-sm text-muted">Nomor klaim</p>
            <p className="text-2xl font-extrabold" data-claim-no>
              {flow.claim.claim_no}
            </p>
            <p className="mt-2">
              <b>Status: {flow.claim.status_label}.</b> {flow.claim.next}
            </p>
            <p className="mt-2 text-sm">
              Salinan klaim sudah kami kirim ke email pemilik garansi. Setiap perubahan status juga dikabarkan
              lewat email.
            </p>
          </div>
          <ClaimHistory detail={flow.detail} />
          <button
            type="button"
            onClick={() => go({ ...flow, step: 'claim' })}
            className="justify-self-start font-semibold text-brand-700 underline"
          >
            Ajukan klaim lain untuk produk ini
          </button>
        </div>
      )}
    </div>
  )
}
