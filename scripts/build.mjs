// `npm run build`: the production build, recorded so `npm start` knows it is current.
import { build, requireNode } from './lib.mjs'

requireNode()
await build()
