import type { z } from 'zod'

import { agreementPdf, richTextParagraphs } from './agreement-pdf'
import { findSelfServiceForm, listSelfServiceForms, type SelfServiceFormView } from './forms'
import type { pdpAgreementBody, pdpAgreementCall } from './schemas'
import { signatureMethodLabel } from './signature-methods'
import { storePrivateImage } from '../contract/uploads'
import { getPayloadClient } from '../payload'
import type { CallData } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { pdpAgreementMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { needsVerificationMessage, readVerificationProof } from '../trust/verification'

/**
 * The form an agreement is signed on: the one its page (URL_API, /self-service/{slug}) names, else the first
 * PDP form offered.
 */
async function formSignedOn(urlApi: string | undefined): Promise<SelfServiceFormView | null> {
  const slug = urlApi?.match(/\/self-service\/([a-z0-9-]+)/)?.[1]
  const named = slug ? await findSelfServiceForm(slug) : null
  if (named?.form_type === 'pdp-agreement') return named
  return (await listSelfServiceForms()).find((f) => f.form_type === 'pdp-agreement') ?? null
}

export async function createPdpAgreement(
  input: z.infer<typeof pdpAgreementBody>,
  channel: string,
  now = new Date(),
): Promise<Outcome<CallData<typeof pdpAgreementCall>>> {
  const proven = await readVerificationProof(input.PDP_VERIFICATION, 'pdp', now)
  if (!proven || proven.email !== input.PDP_EMAIL) return { ok: false, message: needsVerificationMessage }
  const form = await formSignedOn(input.URL_API)
  if (!form)
    return {
      ok: false,
      message:
        'Formulir persetujuan data pribadi sedang tidak tersedia. Hubungi layanan pelanggan Rumah Loka.',
    }
  const signatureBytes = Buffer.from(await input.PDP_SIGNATURE.arrayBuffer())
  const signature = await storePrivateImage(input.PDP_SIGNATURE, 'signature', 'signature')
  if (!signature.ok) return { ok: false, message: 'Tanda tangan harus berupa gambar PNG, JPEG atau WebP.' }
  const payload = await getPayloadClient()
  // One proof signs one agreement: it is spent here, and a second request with it stops (its upload with it).
  if (!(await readVerificationProof(input.PDP_VERIFICATION, 'pdp', now, true))) {
    await payload.delete({ collection: 'private-uploads', id: signature.id, overrideAccess: true })
    return { ok: false, message: needsVerificationMessage }
  }
  const doc = await payload.create({
    collection: 'pdp-agreements',
    overrideAccess: true,
    data: {
      nip: input.PDP_NIP,
      name: input.PDP_NAME,
      email: input.PDP_EMAIL,
      phone: input.PDP_PHONE_NO,
      signature: signature.id,
      signature_method: input.PDP_SIGNATURE_METHOD,
      form: form.id,
      url_api: input.URL_API || null,
      consent_version: form.agreement_version,
      consent_at: now.toISOString(),
      channel,
    },
  })
  const agreement_no = `PDP-${String(doc.id).padStart(6, '0')}`
  const method = signatureMethodLabel[input.PDP_SIGNATURE_METHOD]
  const pdf = await agreementPdf({
    agreement_no,
    title: form.title,
    consent_version: form.agreement_version,
    consent_at: doc.consent_at,
    name: doc.name,
    nip: doc.nip,
    email: doc.email,
    phone: input.PDP_PHONE_NO,
    signature_method: method,
    text: richTextParagraphs(form.agreement_text),
    signature: signatureBytes,
  })
  await queueMail(
    pdpAgreementMail(doc.email, {
      agreement_no,
      name: doc.name,
      consent_version: form.agreement_version,
      consent_at: doc.consent_at,
      signature_method: method,
      pdf,
    }),
    now,
  )
  return {
    ok: true,
    message:
      'Terima kasih, persetujuan penggunaan data pribadi Anda sudah kami simpan. Salinannya kami kirim ke email Anda.',
    data: {
      agreement_no,
      consent_version: form.agreement_version,
      consent_at: doc.consent_at,
      signature_method: input.PDP_SIGNATURE_METHOD,
    },
  }
}
