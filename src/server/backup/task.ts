import { spawn } from 'node:child_process'
import path from 'node:path'

import type { TaskConfig } from 'payload'

import { backupSettings } from './settings'

export const backupQueue = 'backups'

/**
 * The nightly backup (BACKUP_CRON, default 02:00; BACKUP_SCHEDULE=off turns it off), on Payload's queue. It
 * runs `npm run backup`'s command in a process of its own: SQLite's copy is synchronous in its client and
 * would stop this server's event loop for as long as it takes. The command records the run in backup-runs
 * (failed ones too) for the dashboard.
 */
export const backupTask = (): TaskConfig => {
  const { cron } = backupSettings()
  return {
    slug: 'backup-site',
    label: 'Cadangkan basis data dan berkas',
    schedule: cron ? [{ cron, queue: backupQueue }] : [],
    retries: 1,
    outputSchema: [{ name: 'summary', type: 'text' }],
    handler: async () => ({ output: { summary: await runBackupCommand() } }),
  }
}

/** `payload run src/server/backup/cli.ts` with this server's environment; its output, or its refusal. */
function runBackupCommand(): Promise<string> {
  const root = process.cwd()
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(/* turbopackIgnore: true */ root, 'node_modules/.bin/payload'),
      ['run', 'src/server/backup/cli.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NODE_OPTIONS: '--no-deprecation',
          BACKGROUND_WORK: 'off',
          BACKUP_TRIGGER: 'schedule',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`the backup command failed (exit ${code}): ${output.trim()}`)),
    )
  })
}
