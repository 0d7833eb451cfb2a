// `npm run dev`: prepares the database like `npm start`, then runs Next.js in development mode.
import { bin, prepareDatabase, requireNode, run } from './lib.mjs'

requireNode()
await prepareDatabase()
const port = process.env.PORT || '3000'
process.exit(await run(bin('next'), ['dev', '-p', port], { env: { PORT: port } }))
