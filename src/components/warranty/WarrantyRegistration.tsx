'use client'

import { useEffect, useState } from 'react'

import { CodeForm } from '@/components/forms/CodeForm'
import { loadFlow, saveFlow } from './flow-storage'
import { OwnerForm } from './OwnerForm'
import { PurchaseForm } from './PurchaseForm'
import { RegistrationDone } from './RegistrationDone'
import { StepProgress } from '@/components/forms/StepProgress'
import { useStepHeading } from '@/components/forms/use-step-heading'
import { checkCode, type Eligible, type Registered, registerWarranty, validatePurchase } from './warranty-api'
import { formatDate } from '@/lib/format'
import { failureOf, type Failure, problem } from '@/components/api-client/failure'
import { readRegisterPrefill } from '@/lib/link-pages'
import { WARRANTY_REGISTER_KEY } from '@/lib/storage-keys'
import type { OwnerInput } from '@/server/warranty/steps'

/** A proof already given for a purchase, kept when the shopper steps back to look at the numbers. */
type Proven = { purchase: Eligible; token: string; tokenExpiresAt: string }

/** What survives a reload: the steps done, never what the shopper typed about themselves. */
type Flow =
  | { step: 'purchase'; numbers?: { receipt_no: string; serial_no: string }; proven?: Proven }
  | { step: 'proof'; purchase: Eligible; resendAt: number }
  | { step: 'owner'; purchase: Eligible; token: string; tokenExpiresAt: string }
  | { step: 'done'; purchase: Eligible; registered: Registered }

const steps = ['Pembelian', 'Verifikasi', 'Data pemilik', 'Selesai']
const stepIndex = { purchase: 0, proof: 1, owner: 2, done: 3 } as const
const numbersOf = (p: Eligible) => ({ receipt_no: p.receipt_no, serial_no: p.serial_no })
const isFlow = (v: unknown): v is Flow => typeof v === 'object' && v !== null && (v as Flow).step in stepIndex

/**
 * Warranty registration in four steps (spec §2 /register): purchase → code sent to the receipt's e-mail →
 * owner and address → certificate. Each step is checked with the schema its call uses; a refusal keeps
 * what was typed; back keeps it too; a reload resumes at the last finished step.
 */
export function WarrantyRegistration() {
  const [flow, setFlow] = useState<Flow>({ step: 'purchase' })
  const [owner, setOwner] = useState<OwnerInput | null>(null)
  // Shown on the certificate, held in memory only: after a reload the certificate shows without it.
  const [ownerName, setOwnerName] = useState<string | null>(null)
  const [error, setError] = useState<Failure | null>(null)
  const heading = useStepHeading(flow.step)

  // Resume after a reload; a proof that has run out sends the shopper back to ask for a new code.
  useEffect(() => {
    // A receipt page's "Daftarkan garansi" (/register?receipt_no=&serial_no=) fills the numbers once; the
    // query then leaves the address.
    const prefill = readRegisterPrefill(window.location.search)
    if (prefill) {
      window.history.replaceState(null, '', window.location.pathname)
      saveFlow(WARRANTY_REGISTER_KEY, null)
    }
    const saved = prefill
      ? { step: 'purchase' as const, numbers: prefill }
      : loadFlow(WARRANTY_REGISTER_KEY, isFlow)
    if (!saved) return
    const resumed: Flow =
      saved.step === 'owner' && new Date(saved.tokenExpiresAt) <= new Date()
        ? { step: 'proof', purchase: saved.purchase, resendAt: 0 }
        : saved
    // Session storage exists only in the browser.
    setFlow(resumed) // eslint-disable-line react-hooks/set-state-in-effect
  }, [])

  const go = (next: Flow) => {
    setError(null)
    setFlow(next)
    saveFlow(WARRANTY_REGISTER_KEY, next.step === 'purchase' && !next.proven ? null : next)
  }

  const submitPurchase = async (values: { receipt_no: string; serial_no: string }) => {
    // Unchanged numbers with a proof still valid go straight back to the owner step, without a new code.
    const proven = flow.step === 'purchase' ? flow.proven : undefined
    if (
      proven &&
      proven.purchase.receipt_no === values.receipt_no &&
      proven.purchase.serial_no === values.serial_no &&
      new Date(proven.tokenExpiresAt) > new Date()
    ) {
      return go({ step: 'owner', ...proven })
    }
    const result = await validatePurchase(values)
    if (!result.ok) return setError(failureOf(result))
    go({
      step: 'proof',
      purchase: result.data,
      resendAt: Date.now() + result.data.verification.resend_after * 1000,
    })
  }
  const resend = async () => {
    if (flow.step !== 'proof') return
    const result = await validatePurchase({
      receipt_no: flow.purchase.receipt_no,
      serial_no: flow.purchase.serial_no,
    })
    if (!result.ok) return setError(failureOf(result))
    setError(null)
    go({
      ...flow,
      purchase: result.data,
      resendAt: Date.now() + result.data.verification.resend_after * 1000,
    })
  }
  const submitCode = async (code: string) => {
    if (flow.step !== 'proof') return
    const result = await checkCode(flow.purchase.verification.challenge, code)
    if (!result.ok) return setError(failureOf(result))
    go({
      step: 'owner',
      purchase: flow.purchase,
      token: result.data.verification_token,
      tokenExpiresAt: result.data.expires_at,
    })
  }
  const submitOwner = async (values: Record<string, unknown>) => {
    if (flow.step !== 'owner') return
    const result = await registerWarranty({
      receipt_no: flow.purchase.receipt_no,
      serial_no: flow.purchase.serial_no,
      verification_token: flow.token,
      ...values,
    })
    if (!result.ok && result.status === 200 && result.message.startsWith('Verifikasi email diperlukan')) {
      // The proof ran out while the form was being filled: ask for a new code; what was typed stays in
      // memory.
      go({ step: 'proof', purchase: flow.purchase, resendAt: 0 })
      return setError(
        problem(
          'Waktu verifikasi sudah habis. Tekan "Kirim ulang kode", lalu masukkan kode baru; data yang Anda isi tetap tersimpan.',
        ),
      )
    }
    if (!result.ok) return setError(failureOf(result))
    setOwnerName(String(values.customer_name ?? ''))
    setOwner(null)
    go({ step: 'done', purchase: flow.purchase, registered: result.data })
  }

  const titles = {
    purchase: 'Data pembelian',
    proof: 'Verifikasi email pada struk',
    owner: 'Data pemilik produk',
    done: 'Sertifikat garansi',
  }
  return (
    <div className="max-w-3xl">
      <StepProgress steps={steps} current={stepIndex[flow.step]} />
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold outline-none print:hidden">
        {titles[flow.step]}
      </h2>
      {'purchase' in flow && flow.step !== 'done' && (
        <p className="mb-4 rounded-xl bg-brand-50 p-3 text-sm">
          <b>{flow.purchase.product.name}</b> · struk {flow.purchase.receipt_no} · garansi{' '}
          {flow.purchase.warranty_months} bulan, hingga {formatDate(flow.purchase.coverage_until)}
        </p>
      )}
      {flow.step === 'purchase' && (
        <PurchaseForm
          key={flow.numbers ? `${flow.numbers.receipt_no} ${flow.numbers.serial_no}` : ''}
          idPrefix="register"
          initial={flow.numbers ?? { receipt_no: '', serial_no: '' }}
          error={error}
          submitLabel="Periksa pembelian"
          onSubmit={submitPurchase}
        />
      )}
      {flow.step === 'proof' && (
        <CodeForm
          idPrefix="register"
          sentTo={flow.purchase.verification.sent_to}
          resendAt={flow.resendAt}
          error={error}
          onSubmit={submitCode}
          onResend={resend}
          onBack={() => go({ step: 'purchase', numbers: numbersOf(flow.purchase) })}
        />
      )}
      {flow.step === 'owner' && (
        <OwnerForm
          initial={owner}
          error={error}
          onChange={setOwner}
          onSubmit={submitOwner}
          onBack={() =>
            go({
              step: 'purchase',
              numbers: numbersOf(flow.purchase),
              proven: { purchase: flow.purchase, token: flow.token, tokenExpiresAt: flow.tokenExpiresAt },
            })
          }
        />
      )}
      {flow.step === 'done' && (
        <RegistrationDone
          registered={flow.registered}
          purchase={flow.purchase}
          ownerName={ownerName}
          onPrint={() => window.print()}
          onAnother={() => go({ step: 'purchase' })}
        />
      )}
    </div>
  )
}
