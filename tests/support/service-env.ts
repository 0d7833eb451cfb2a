import { inject } from 'vitest'

// Before any test file imports the Payload config, which reads these once.
process.env.DATA_DIR = inject('serviceDataDir')
process.env.PAYLOAD_SECRET ||= 'service-tier-secret'
delete process.env.DATABASE_URL
