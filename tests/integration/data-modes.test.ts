import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

/**
 * DATA_DIR holds personal data, password and TOTP hashes, webhook secrets and signing keys (security review,
 * finding 7): the running server keeps it, its upload folders and the SQLite file to its own user. The test
 * server's folder was made 0755 and its database 0644 (tests/support/server.ts), as earlier versions left
 * them.
 */
const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

describe('the data folder', () => {
  it('is 0700, its upload folders too, and the database 0600', () => {
    const dataDir = inject('dataDir')
    expect(mode(dataDir)).toBe('700')
    for (const folder of ['media', 'documents', 'private'])
      expect(mode(path.join(dataDir, folder)), folder).toBe('700')
    if (!inject('databaseUrl')) {
      expect(mode(path.join(dataDir, 'site.db'))).toBe('600')
      for (const companion of ['site.db-wal', 'site.db-shm'])
        if (fs.existsSync(path.join(dataDir, companion)))
          expect(mode(path.join(dataDir, companion)), companion).toBe('600')
    }
  })
})
