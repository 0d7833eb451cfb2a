import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/integration-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One server, one database: files run one after another so rate limits and counts stay predictable.
          fileParallelism: false,
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
          // One SQLite file: files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
})
