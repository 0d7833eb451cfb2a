import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

/**
 * Integration files the PostgreSQL pass leaves out, each for a reason that holds whatever the database: what
 * they try happens before or beside it. Files that write through Payload or touch database code (raw SQL,
 * drizzle, dumps) run on both.
 */
const sqliteOnly = [
  // Brotli copies of built assets and stored pages: the page cache and static files, no query.
  'tests/integration/compression.test.ts',
  // Resized images kept on disk: files and the optimizer, no query.
  'tests/integration/image-store.test.ts',
  // A render failure's error view, made by the server's fault point before any read.
  'tests/integration/error-page.test.ts',
  // The start-up lock always targets the PostgreSQL server, in either pass.
  'tests/integration/database-lock.test.ts',
  // Two instances on a PostgreSQL database of its own, in either pass.
  'tests/integration/cluster.test.ts',
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The unit pass runs at nice 10 beside the server lanes (scripts/test.mjs): on a slow machine a
          // test that takes 1 s alone (a PDF with fonts) waited 8 s for the CPU.
          testTimeout: 30_000,
          // The files share one module graph per worker: evaluating it once per file was 85 % of the pass
          // (83 s of CPU against 14 s shared, 2026-11-29). What a file stubs or mocks is undone after each
          // test, so no file sees another's (a stubbed fetch left in place failed error-page.test.ts).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/integration-server.ts'],
          // A test that starts a command (`payload run`) or a server takes 3 s on an idle machine, passed
          // 30 s while three lanes and a build shared two cores, and took over 60 s (a CSV import) on a
          // machine 2.5 times slower.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // One server, one database: files run one after another so rate limits and counts stay predictable.
          fileParallelism: false,
          // One module graph for every file (what they import of src/ was 81 % of a short file's time); the
          // files talk to the server over HTTP and keep no state of their own in modules they share.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // The same files on a PostgreSQL copy of the seeded database (scripts/test.mjs), but those with
          // nothing of the database in them.
          name: 'integration-postgres',
          include: ['tests/integration/**/*.test.ts'],
          exclude: sqliteOnly,
          environment: 'node',
          globalSetup: ['tests/support/integration-server.ts'],
          // A test that starts a command (`payload run`) or a server takes 3 s on an idle machine, passed
          // 30 s while three lanes and a build shared two cores, and took over 60 s (a CSV import) on a
          // machine 2.5 times slower.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'service',
          include: ['tests/service/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/service-setup.ts'],
          setupFiles: ['tests/support/service-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One SQLite file: files run one after another, on one Payload made once (isolated, each file made
          // its own: 83 % of the pass).
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
})
