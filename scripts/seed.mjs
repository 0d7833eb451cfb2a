// `npm run seed [-- --force]`: migrations, first staff account and demo content, without serving.
import { prepareDatabase, requireNode } from './lib.mjs'

requireNode()
await prepareDatabase({ force: process.argv.includes('--force') })
