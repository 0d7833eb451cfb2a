import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 for the integration suite: every message the app sends is
 * written to `dir` as <n>.eml for the tests to read. A recipient whose address starts with
 * "tempfail" is refused once with a temporary error (451), to prove the Outbox retries.
 */
export async function startSmtpReceiver(port: number, dir: string): Promise<SMTPServer> {
  fs.mkdirSync(dir, { recursive: true })
  const refusedOnce = new Set<string>()
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      if (to.startsWith('tempfail') && !refusedOnce.has(to)) {
        refusedOnce.add(to)
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })
        return callback(error)
      }
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        fs.writeFileSync(path.join(dir, `${String(++count).padStart(5, '0')}.eml`), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A sender that drops its connection (a server a test kills mid-message) is no failure of the receiver:
  // without a listener, the error would end the test process.
  server.on('error', () => undefined)
  return server
}
