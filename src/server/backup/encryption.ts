import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'

import { Encrypter } from 'age-encryption'

/*
 * Backups hold the database (personal data, password and TOTP hashes, webhook secrets) and the generated
 * signing secrets, unencrypted. With BACKUP_AGE_RECIPIENT set, each archive is encrypted to that age public
 * key (age1…; several separated by spaces or commas) before it is stored or uploaded, so a copied archive or
 * a read of the bucket gives nothing without the private key, which is kept off the server.
 * `npm run restore -- <archive>.age --identity <key file>` decrypts it (docs/deploy.md).
 */

/** The age recipients of BACKUP_AGE_RECIPIENT, checked; none when unset (archives stay unencrypted). */
export function backupRecipients(env: Record<string, string | undefined> = process.env): string[] {
  const recipients = (env.BACKUP_AGE_RECIPIENT ?? '').split(/[\s,]+/).filter(Boolean)
  for (const recipient of recipients) {
    try {
      new Encrypter().addRecipient(recipient)
    } catch {
      throw new Error(
        `BACKUP_AGE_RECIPIENT holds "${recipient.slice(0, 12)}…", which is not an age public key (age1…): make one with age-keygen and set the key it prints.`,
      )
    }
  }
  return recipients
}

/** Encrypts `from` to the recipients into `to`, made 0600 before a byte is written, as a stream. */
export async function encryptFile(from: string, to: string, recipients: string[]): Promise<void> {
  const encrypter = new Encrypter()
  for (const recipient of recipients) encrypter.addRecipient(recipient)
  await fs.promises.writeFile(to, '', { mode: 0o600 })
  const plain = Readable.toWeb(fs.createReadStream(from)) as unknown as globalThis.ReadableStream<Uint8Array>
  const sealed = await encrypter.encrypt(plain)
  await pipeline(Readable.fromWeb(sealed as unknown as ReadableStream<Uint8Array>), fs.createWriteStream(to))
}
