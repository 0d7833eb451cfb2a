import path from 'node:path'

import { generateX25519Identity, identityToRecipient } from 'age-encryption'
import { describe, expect, it } from 'vitest'

import { archiveNameFor } from '../../src/server/backup/backup'
import { backupRecipients } from '../../src/server/backup/encryption'
import { libpqEnvironment } from '../../scripts/backup-common.mjs'
import { backupSettings } from '../../src/server/backup/settings'
import { backupHealth } from '../../src/server/backup/status'

const now = new Date('2026-11-25T08:00:00Z')
const run = (status: 'ok' | 'failed', hoursAgo: number, error?: string) => ({
  status,
  started_at: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
  bytes: 5_000_000,
  location: `/srv/backups/${hoursAgo}.tar.gz`,
  error,
})

describe('backup health on the dashboard', () => {
  it('is quiet after a good backup less than two days old', () => {
    expect(backupHealth([run('ok', 6), run('ok', 30)], now)).toEqual({
      last: { started_at: run('ok', 6).started_at, bytes: 5_000_000, location: '/srv/backups/6.tar.gz' },
      warning: null,
    })
  })
  it('warns when the newest attempt failed, and still shows the last good one', () => {
    const health = backupHealth([run('failed', 1, 'disk full'), run('ok', 25)], now)
    expect(health.warning).toBe('The last backup failed: disk full')
    expect(health.last?.location).toBe('/srv/backups/25.tar.gz')
  })
  it('warns when the last good backup is more than two days old, or there is none', () => {
    expect(backupHealth([run('ok', 49)], now).warning).toMatch(/more than two days old/)
    expect(backupHealth([run('ok', 47)], now).warning).toBeNull()
    expect(backupHealth([], now)).toEqual({ last: null, warning: expect.stringMatching(/No backup/) })
  })
})

describe('backup settings and names', () => {
  it('names archives by their UTC time, so they sort by it', () => {
    expect(archiveNameFor(new Date('2026-11-25T02:00:07.123Z'))).toBe(
      'rumahloka-backup-20261125T020007Z.tar.gz',
    )
    expect(archiveNameFor(new Date('2026-11-25T02:00:07.123Z'), true)).toBe(
      'rumahloka-backup-20261125T020007Z.tar.gz.age',
    )
  })
  it('takes age public keys as BACKUP_AGE_RECIPIENT, and refuses anything else by name', async () => {
    const recipient = await identityToRecipient(await generateX25519Identity())
    expect(backupRecipients({})).toEqual([])
    expect(backupRecipients({ BACKUP_AGE_RECIPIENT: ` ${recipient}, ${recipient} ` })).toEqual([
      recipient,
      recipient,
    ])
    expect(() => backupRecipients({ BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1QQQQ' })).toThrow(
      'BACKUP_AGE_RECIPIENT holds "AGE-SECRET-K…", which is not an age public key (age1…)',
    )
  })
  it('reads the defaults, and the schedule can be turned off', () => {
    expect(backupSettings({})).toEqual({
      dir: path.resolve('backups'),
      target: 'local',
      keep: 7,
      cron: '0 0 2 * * *',
    })
    expect(backupSettings({ BACKUP_SCHEDULE: 'off', BACKUP_CRON: '0 0 3 * * *' }).cron).toBeNull()
    expect(backupSettings({ BACKUP_CRON: '0 0 3 * * *' }).cron).toBe('0 0 3 * * *')
  })
  it('refuses a folder the site serves, a keep below one and an unknown target', () => {
    expect(() => backupSettings({ BACKUP_DIR: 'public/backups' })).toThrow(/inside public/)
    expect(() => backupSettings({ BACKUP_DIR: '.next/x' })).toThrow(/inside .next/)
    expect(() => backupSettings({ BACKUP_DIR: 'public-backups' })).not.toThrow()
    expect(() => backupSettings({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
    expect(() => backupSettings({ BACKUP_TARGET: 'ftp' })).toThrow(/BACKUP_TARGET/)
  })
})

describe('PostgreSQL connection for pg_dump', () => {
  it('goes through libpq variables, the password out of every command line', () => {
    expect(libpqEnvironment('postgres://ops:s%40cret@db.internal:6543/rumahloka?sslmode=require')).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGDATABASE: 'rumahloka',
      PGUSER: 'ops',
      PGPASSWORD: 's@cret',
      PGSSLMODE: 'require',
    })
    expect(libpqEnvironment('postgres://postgres@127.0.0.1/test')).toEqual({
      PGHOST: '127.0.0.1',
      PGPORT: '5432',
      PGDATABASE: 'test',
      PGUSER: 'postgres',
    })
  })
})
