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
import { mailQueued, queueMail } from '../mail/outbox'
import { crashPoint } from '../crash-point'
import { ensureChangeEvent } from '../webhooks/ensure'
import { findOne } from '../data/find'
import { relationId } from '../data/relation'
import { isUniqueViolation } from '../data/unique'
import { readPrivateUpload } from '../storage'
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
  const payload = await getPayloadClient()
  // One proof signs one agreement (proof_record is unique). An agreement already stored with this proof is
  // one a crash cut off before its copy was queued or the proof spent: this repeat finishes it.
  let doc = await findOne('pdp-agreements', { proof_record: { equals: proven.record } })
  if (doc && doc.email !== proven.email) return { ok: false, message: needsVerificationMessage }
  if (doc) await ensureChangeEvent('pdp-agreements', doc)
  else {
    const signature = await storePrivateImage(input.PDP_SIGNATURE, 'signature', 'signature')
    if (!signature.ok) return { ok: false, message: 'Tanda tangan harus berupa gambar PNG, JPEG atau WebP.' }
    // A signature a crash leaves here belongs to no agreement: the retention pass removes it.
    crashPoint('pdp.after-upload')
    try {
      doc = await payload.create({
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
          proof_record: proven.record,
        },
      })
    } catch (error) {
      await payload.delete({ collection: 'private-uploads', id: signature.id, overrideAccess: true })
      if (!isUniqueViolation(error)) throw error
      // The same form sent twice at once: the other send stored it.
      doc = await findOne('pdp-agreements', { proof_record: { equals: proven.record } })
      if (!doc) return { ok: false, message: needsVerificationMessage }
    }
  }
  crashPoint('pdp.after-agreement')
  const agreement_no = `PDP-${String(doc.id).padStart(6, '0')}`
  const once = `pdp-agreement:${doc.id}:${doc.createdAt}`
  if (!(await mailQueued(payload, once))) {
    // The signature as stored: a repeat's own drawing is not what was signed.
    const upload = await findOne('private-uploads', { id: { equals: relationId(doc.signature) } })
    const signature = upload?.filename ? await readPrivateUpload(upload.filename) : null
    if (!signature) throw new Error(`The signature of agreement ${agreement_no} is missing from storage`)
    const pdf = await agreementPdf({
      agreement_no,
      title: form.title,
      consent_version: doc.consent_version,
      consent_at: doc.consent_at,
      name: doc.name,
      nip: doc.nip,
      email: doc.email,
      phone: doc.phone,
      signature_method: signatureMethodLabel[doc.signature_method],
      text: richTextParagraphs(form.agreement_text),
      signature,
    })
    await queueMail(
      payload,
      pdpAgreementMail(doc.email, {
        agreement_no,
        name: doc.name,
        consent_version: doc.consent_version,
        consent_at: doc.consent_at,
        signature_method: signatureMethodLabel[doc.signature_method],
        pdf,
      }),
      { now, once: once },
    )
  }
  // The proof is spent last, once nothing is left to finish; of two sends, one spends it, both have signed.
  await readVerificationProof(input.PDP_VERIFICATION, 'pdp', now, true)
  return {
    ok: true,
    message:
      'Terima kasih, persetujuan penggunaan data pribadi Anda sudah kami simpan. Salinannya kami kirim ke email Anda.',
    data: {
      agreement_no,
      consent_version: form.agreement_version,
      consent_at: doc.consent_at,
      signature_method: doc.signature_method,
    },
  }
}
