import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  delete process.env.DATA_DIR
})

/** src/lib/private-files.ts with DATA_DIR set to a folder of the test's own. */
async function withDataDir(dataDir: string) {
  process.env.DATA_DIR = dataDir
  vi.resetModules()
  return import('../../src/lib/private-files')
}

describe('a fresh DATA_DIR', () => {
  it('is made 0700, its upload folders too, and the SQLite file 0600 before SQLite opens it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-modes-'))
    folders.push(parent)
    const dataDir = path.join(parent, 'data')
    const { makeDataPrivate } = await withDataDir(dataDir)
    makeDataPrivate({ sqliteFile: path.join(dataDir, 'site.db'), uploads: true })
    expect(mode(dataDir)).toBe('700')
    for (const folder of ['media', 'documents', 'private'])
      expect(mode(path.join(dataDir, folder))).toBe('700')
    expect(mode(path.join(dataDir, 'site.db'))).toBe('600')
    expect(fs.statSync(path.join(dataDir, 'site.db')).size).toBe(0)
  })

  it('made open by an earlier version is closed, and nothing in it is truncated', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-modes-'))
    folders.push(dataDir)
    fs.chmodSync(dataDir, 0o755)
    fs.writeFileSync(path.join(dataDir, 'site.db'), 'held', { mode: 0o644 })
    fs.writeFileSync(path.join(dataDir, 'site.db-wal'), '', { mode: 0o644 })
    fs.mkdirSync(path.join(dataDir, 'media'), { mode: 0o755 })
    const { makeDataPrivate } = await withDataDir(dataDir)
    makeDataPrivate({ sqliteFile: path.join(dataDir, 'site.db') })
    expect(mode(dataDir)).toBe('700')
    expect(mode(path.join(dataDir, 'media'))).toBe('700')
    expect(mode(path.join(dataDir, 'site.db'))).toBe('600')
    expect(mode(path.join(dataDir, 'site.db-wal'))).toBe('600')
    expect(fs.readFileSync(path.join(dataDir, 'site.db'), 'utf8')).toBe('held')
    expect(fs.existsSync(path.join(dataDir, 'documents'))).toBe(false)
  })
})
