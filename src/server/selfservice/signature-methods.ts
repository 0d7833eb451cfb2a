/**
 * How the person signed: drawn on the screen, or their typed full name rendered as the signature (for those
 * who cannot draw).
 */
export const signatureMethods = ['drawn', 'typed'] as const
export type SignatureMethod = (typeof signatureMethods)[number]
export const signatureMethodLabel: Record<SignatureMethod, string> = {
  drawn: 'Digambar di layar',
  typed: 'Nama diketik (pengganti tanda tangan)',
}
