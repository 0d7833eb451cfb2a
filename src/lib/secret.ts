import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

/**
 * PAYLOAD_SECRET from the environment, or else one made on first start and kept in
 * DATA_DIR so sessions survive restarts on a machine set up with the README's one command.
 */
export function resolvePayloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
