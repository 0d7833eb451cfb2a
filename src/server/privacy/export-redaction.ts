/**
 * What a data-subject export may not carry: anything that would let whoever holds the file act as the person
 * (docs/security.md, "Export and erasure"). The file goes to a staff member and from them to the person, so
 * a verification code in an Outbox row, a customer link or a redeemable voucher code in it would let the
 * officer (or anyone the file reaches) verify as the customer, open their refund or claim their voucher.
 */

type Doc = Record<string, unknown>

export const REDACTED_CODE = '••••••'
export const REDACTED_LINK = '[tautan dihapus]'
const registrationCode = /^EV\d+-/

/** Fields that hold a secret or a signed link, wherever they appear. */
const secretFields = new Set(['code_hash', 'customer_link', 'send_customer_link', 'token', 'challenge'])

/** A code the person redeems or shows (voucher, registration): only its last 4 characters. */
export const maskCode = (code: unknown) =>
  typeof code === 'string' && code.length > 4
    ? `${'•'.repeat(code.length - 4)}${code.slice(-4)}`
    : REDACTED_CODE

/**
 * Text of a message with every link, every 6-digit number (a verification code) and every code of the
 * person's own records (`codes`: vouchers, registrations, wherever a message quotes one) replaced.
 */
export function redactMessageText(text: unknown, codes: readonly string[] = []): unknown {
  if (typeof text !== 'string') return text
  let redacted = text
    .replace(/\b(?:https?:\/\/|www\.)[^\s"'<>)]+/gi, REDACTED_LINK)
    .replace(/(?<!\d)\d{6}(?!\d)/g, REDACTED_CODE)
  for (const code of codes)
    redacted = redacted.split(code).join(registrationCode.test(code) ? REDACTED_CODE : maskCode(code))
  return redacted
}

const withoutSecrets = (doc: Doc): Doc =>
  Object.fromEntries(Object.entries(doc).filter(([name]) => !secretFields.has(name)))

/** An Outbox row as exported: what was sent and when, without links, codes or attachments' bytes. */
function redactMail(doc: Doc, codes: readonly string[]): Doc {
  const attachments = Array.isArray(doc.attachments)
    ? (doc.attachments as { filename?: unknown; contentType?: unknown }[]).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
      }))
    : doc.attachments
  return {
    ...withoutSecrets(doc),
    subject: redactMessageText(doc.subject, codes),
    text: redactMessageText(doc.text, codes),
    html: redactMessageText(doc.html, codes),
    attachments,
  }
}

/** Verification records: when and what for, never the code (or its hash) or what it unlocks. */
const verificationFields = ['id', 'email', 'purpose', 'createdAt', 'expires_at', 'verified_at', 'attempts']
const redactVerification = (doc: Doc): Doc =>
  Object.fromEntries(verificationFields.filter((f) => f in doc).map((f) => [f, doc[f]]))

const redactors: Record<string, (doc: Doc, codes: readonly string[]) => Doc> = {
  outbox: redactMail,
  'email-verifications': redactVerification,
  vouchers: (doc) => ({ ...withoutSecrets(doc), code: maskCode(doc.code) }),
  'voucher-claims': (doc) => ({ ...withoutSecrets(doc), code: maskCode(doc.code) }),
  // Its number is in the code (EV<event>-<6 hex>): a partial mask would leave too little to guess.
  'event-registrations': (doc) => ({ ...withoutSecrets(doc), registration_code: REDACTED_CODE }),
}

/** Every collection's records of an export with the secrets taken out. */
export function redactHoldings<H extends Record<string, Doc[]>>(holdings: H): H {
  const codes = [
    ...(holdings.vouchers ?? []).map((d) => d.code),
    ...(holdings['voucher-claims'] ?? []).map((d) => d.code),
    ...(holdings['event-registrations'] ?? []).map((d) => d.registration_code),
  ].filter((code): code is string => typeof code === 'string' && code.length >= 4)
  return Object.fromEntries(
    Object.entries(holdings).map(([collection, docs]) => [
      collection,
      docs.map((doc) => (redactors[collection] ?? withoutSecrets)(doc, codes)),
    ]),
  ) as H
}
