'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { type ReactNode, useState } from 'react'

import { emptyPerson, type Person, PersonForm, type PersonInput } from './PersonForm'
import {
  type Challenge,
  checkPdpCode,
  type SelfServiceHeaders,
  sendPdpCode,
  signAgreement,
  type SignedAgreement,
} from './self-service-api'
import { loadSignaturePad, type Signature, SignatureField } from './SignatureField'
import { CodeForm } from '@/components/forms/CodeForm'
import { FormError } from '@/components/forms/FormError'
import { StepProgress } from '@/components/forms/StepProgress'
import { useStepHeading } from '@/components/forms/use-step-heading'
import { Button } from '@/components/ui/Button'
import { failureOf, type Failure, problem } from '@/components/api-client/failure'
import { formatDateTime } from '@/lib/format'
import { signatureMethodLabel } from '@/server/selfservice/signature-methods'

type Flow =
  | { step: 'person' }
  | { step: 'proof'; person: Person; challenge: string; sentTo: string; resendAt: number }
  | { step: 'sign'; person: Person; proof: string }
  | { step: 'done'; person: Person; signed: SignedAgreement }

const steps = ['Data diri', 'Verifikasi email', 'Tanda tangan', 'Selesai']
const stepIndex = { person: 0, proof: 1, sign: 2, done: 3 } as const
const titles = {
  person: 'Data diri',
  proof: 'Verifikasi email',
  sign: 'Tanda tangani persetujuan',
  done: 'Persetujuan tersimpan',
}

/**
 * The personal-data agreement (UU PDP): who agrees, their e-mail proven with a code, then the signature,
 * drawn or typed. What the person types stays in this page's memory only (never in storage or the URL); a
 * refusal keeps it, and going back keeps it too.
 */
export function PdpAgreementForm({
  formPath,
  version,
  headers,
  agreementText,
}: {
  formPath: string
  version: string
  headers: SelfServiceHeaders
  agreementText: ReactNode
}) {
  const [flow, setFlow] = useState<Flow>({ step: 'person' })
  const [typed, setTyped] = useState<PersonInput>(emptyPerson)
  const [error, setError] = useState<Failure | null>(null)
  const [signature, setSignature] = useState<Signature | null>(null)
  const [signatureError, setSignatureError] = useState<string>()
  const [sending, setSending] = useState(false)
  const heading = useStepHeading(flow.step)
  const [lastCode, setLastCode] = useState<{
    email: string
    validUntil: number
    sent: { challenge: string; sentTo: string; resendAt: number }
  } | null>(null)
  const remember = (email: string, c: Challenge) =>
    setLastCode({
      email,
      validUntil: new Date(c.expires_at).getTime() - 60_000,
      sent: { challenge: c.challenge, sentTo: c.sent_to, resendAt: Date.now() + c.resend_after * 1000 },
    })
  const go = (next: Flow) => {
    setError(null)
    setFlow(next)
  }

  const sendCode = async (person: Person, values: PersonInput) => {
    setTyped(values)
    void loadSignaturePad().catch(() => undefined) // ready by the signing step; it retries there if not
    // Back from the code step with the same address: the code already sent still works (15 minutes), so none
    // is resent.
    if (lastCode && lastCode.email === person.PDP_EMAIL && lastCode.validUntil > Date.now())
      return go({ step: 'proof', person, ...lastCode.sent })
    const sent = await sendPdpCode(person.PDP_EMAIL)
    if (!sent.ok) return setError(failureOf(sent))
    remember(person.PDP_EMAIL, sent.data)
    go({
      step: 'proof',
      person,
      challenge: sent.data.challenge,
      sentTo: sent.data.sent_to,
      resendAt: Date.now() + sent.data.resend_after * 1000,
    })
  }
  const resend = async () => {
    if (flow.step !== 'proof') return
    const sent = await sendPdpCode(flow.person.PDP_EMAIL)
    if (!sent.ok) return setError(failureOf(sent))
    remember(flow.person.PDP_EMAIL, sent.data)
    go({
      ...flow,
      challenge: sent.data.challenge,
      sentTo: sent.data.sent_to,
      resendAt: Date.now() + sent.data.resend_after * 1000,
    })
  }
  const prove = async (code: string) => {
    if (flow.step !== 'proof') return
    const checked = await checkPdpCode(flow.challenge, flow.person.PDP_EMAIL, code)
    if (!checked.ok) return setError(failureOf(checked))
    go({ step: 'sign', person: flow.person, proof: checked.data.verification_token })
  }
  const sign = async () => {
    if (flow.step !== 'sign') return
    if (!signature)
      return setSignatureError(
        'Buat tanda tangan dulu: gambar di area tanda tangan, atau pilih "Ketik nama".',
      )
    setSignatureError(undefined)
    setSending(true)
    const form = new FormData()
    for (const [k, v] of Object.entries(flow.person)) form.set(k, v)
    form.set('PDP_SIGNATURE', signature.image, 'tanda-tangan.png')
    form.set('PDP_SIGNATURE_METHOD', signature.method)
    form.set('URL_API', formPath)
    form.set('PDP_VERIFICATION', flow.proof)
    const result = await signAgreement(headers, form)
    setSending(false)
    if (result.ok) return go({ step: 'done', person: flow.person, signed: result.data })
    // A proof that ran out (30 minutes) asks for a new code; what was typed stays.
    if (result.status === 200 && result.message.startsWith('Verifikasi email diperlukan')) {
      setLastCode(null) // the code that made this proof is spent: the next step sends a new one
      go({ step: 'person' })
      return setError(
        problem(
          'Waktu verifikasi email sudah habis. Tekan "Lanjut: verifikasi email" untuk menerima kode baru; isian Anda tetap tersimpan.',
        ),
      )
    }
    setError(failureOf(result))
  }

  return (
    <div className="max-w-3xl">
      <StepProgress steps={steps} current={stepIndex[flow.step]} />
      {flow.step === 'person' && (
        <section
          aria-labelledby="agreement-title"
          className="mb-6 rounded-2xl border border-sand-200 bg-white p-5"
        >
          <h2 id="agreement-title" className="text-lg font-bold">
            Naskah persetujuan <span className="text-sm font-normal text-muted">(versi {version})</span>
          </h2>
          <div className="mt-3">{agreementText}</div>
        </section>
      )}
      {(flow.step === 'proof' || flow.step === 'sign') && (
        // Read once on the first step; here it stays at hand without pushing the form down.
        <details className="mb-6 rounded-2xl border border-sand-200 bg-white p-4">
          <summary className="min-h-6 cursor-pointer font-semibold">
            Baca lagi naskah persetujuan (versi {version})
          </summary>
          <div className="mt-3">{agreementText}</div>
        </details>
      )}
      <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
        {titles[flow.step]}
      </h2>
      {flow.step === 'person' && (
        <PersonForm initial={typed} version={version} error={error} onSubmit={sendCode} />
      )}
      {flow.step === 'proof' && (
        <CodeForm
          idPrefix="pdp"
          sentTo={flow.sentTo}
          resendAt={flow.resendAt}
          error={error}
          onSubmit={prove}
          onResend={resend}
          onBack={() => go({ step: 'person' })}
        />
      )}
      {flow.step === 'sign' && (
        <div className="grid gap-4">
          <p className="rounded-xl bg-brand-50 p-3 text-sm">
            Email <b>{flow.person.PDP_EMAIL}</b> sudah terverifikasi. Tanda tangani persetujuan atas nama{' '}
            <b>{flow.person.PDP_NAME}</b>.
          </p>
          <SignatureField
            fullName={flow.person.PDP_NAME}
            error={signatureError}
            onChange={(s) => {
              setSignature(s)
              if (s) setSignatureError(undefined)
            }}
          />
          <FormError error={error} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void sign()} disabled={sending}>
              {sending ? 'Menyimpan…' : 'Tanda tangani dan kirim'}
            </Button>
            <button
              type="button"
              onClick={() => go({ step: 'person' })}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Ubah data diri
            </button>
          </div>
        </div>
      )}
      {flow.step === 'done' && (
        <div role="status" className="rounded-2xl bg-brand-50 p-6">
          <p className="text-sm text-muted">Nomor persetujuan</p>
          <p className="text-2xl font-extrabold" data-agreement-no>
            {flow.signed.agreement_no}
          </p>
          <dl className="mt-3 grid gap-1 text-sm">
            <div>
              <dt className="inline text-muted">Versi naskah: </dt>
              <dd className="inline font-semibold">{flow.signed.consent_version}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Waktu: </dt>
              <dd className="inline font-semibold">{formatDateTime(flow.signed.consent_at)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Tanda tangan: </dt>
              <dd className="inline font-semibold">{signatureMethodLabel[flow.signed.signature_method]}</dd>
            </div>
          </dl>
          <p className="mt-3">
            Salinan PDF persetujuan yang sudah ditandatangani kami kirim ke <b>{flow.person.PDP_EMAIL}</b>.
            Ingin menarik persetujuan atau menghapus data Anda? Sampaikan lewat halaman{' '}
            <SmartLink href="/contact-us" className="font-semibold text-brand-700 underline">
              Hubungi Kami
            </SmartLink>{' '}
            dengan topik &quot;Data pribadi&quot;.
          </p>
        </div>
      )}
    </div>
  )
}
