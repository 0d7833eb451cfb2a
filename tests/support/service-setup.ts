import type { TestProject } from 'vitest/node'

import { freshDataDir } from './server'

/**
 * Vitest global setup of the service tier: a fresh copy of the seeded database, which the tests' own Payload
 * (no server, no HTTP) opens. Services are called directly, like the Payload template's tests/int.
 */
export default function setup(project: TestProject) {
  project.provide('serviceDataDir', freshDataDir('service'))
}

declare module 'vitest' {
  export interface ProvidedContext {
    serviceDataDir: string
  }
}
