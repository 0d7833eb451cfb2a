// `npm run staff:reset-password -- <e-mail>`: prints a one-time link to set a new password for a staff
// account (src/server/staff/password-reset-cli.ts). Uses the same DATA_DIR / DATABASE_URL as `npm start`.
import { bin, requireNode, run } from './lib.mjs'

requireNode()
const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run staff:reset-password -- <staff e-mail>')
  process.exit(2)
}
process.exit(
  await run(bin('payload'), ['run', 'src/server/staff/password-reset-cli.ts'], {
    env: { NODE_ENV: 'production', STAFF_EMAIL: email },
  }),
)
