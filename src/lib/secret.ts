import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

/**
 * A secret from the environment, or else one made on first start and kept in DATA_DIR, so
 * sessions and signed links survive restarts on a machine set up with the README's one command.
 * Several instances must share it: set the variable on each.
 */
const secretsRead = new Map<string, string>()

/** The file in DATA_DIR that keeps the generated value of the variable `envName` (.payload-secret, …). */
export const secretFileName = (envName: string) => `.${envName.toLowerCase().replace(/_/g, '-')}`

export function resolveSecret(envName: string, fileName: string): string {
  const fromEnv = process.env[envName]
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, fileName)
  // Read once per process: signing and code hashes ask for it several times in every sign-up.
  const known = secretsRead.get(file)
  if (known) return known
  const secret = readOrMakeSecret(file)
  secretsRead.set(file, secret)
  return secret
}

function readOrMakeSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another process made it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}

/** Signs staff sessions (Payload). */
export const resolvePayloadSecret = () => resolveSecret('PAYLOAD_SECRET', secretFileName('PAYLOAD_SECRET'))

/** Signs customer links and verification proofs, and keys the hashes of verification codes. */
export const resolveCustomerLinkSecret = () =>
  resolveSecret('CUSTOMER_LINK_SECRET', secretFileName('CUSTOMER_LINK_SECRET'))
