// `npm run build`: the production build, recorded so `npm start` knows it is current.
import { build, requireNode } from './lib.mjs'

requireNode()
const code = await build()
if (code !== 0) process.exit(code)
