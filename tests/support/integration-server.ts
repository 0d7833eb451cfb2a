import type { TestProject } from 'vitest/node'

import { freshDataDir, startServer } from './server'

const port = Number(process.env.INTEGRATION_PORT || 3210)

/** Vitest global setup: one production server on a fresh seeded database for the integration suite. */
export default async function setup(project: TestProject) {
  const dataDir = freshDataDir('integration')
  // Behind a trusted proxy, so each test call can come from its own client address (see support/contract.ts).
  process.env.TRUST_PROXY = 'true'
  const server = await startServer(port, dataDir)
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  project.provide('dataDir', dataDir)
  return async () => {
    server.kill('SIGTERM')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}
