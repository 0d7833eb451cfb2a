// The production server: Next.js with Payload inside, behind the page cache (scripts/page-cache.mjs).
// PAGE_CACHE_SECONDS=0 turns the page cache off.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { root } from './lib.mjs'
import { createPageCache, withPageCache } from './page-cache.mjs'

const port = Number(process.env.PORT || 3000)
// Not $HOSTNAME: containers set it to their own name, which would keep the server off localhost.
const hostname = process.env.BIND_ADDRESS || '0.0.0.0'
// Next keeps its data cache on disk; it would outlive a database restored, reseeded or changed while the server
// was down, and show seats or prices from before. Every start begins with an empty one (it refills on demand).
fs.rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
const seconds = Number(process.env.PAGE_CACHE_SECONDS ?? 30)
const handler = seconds > 0 ? withPageCache(handle, createPageCache({ ttlMs: seconds * 1000 })) : handle
// The client's address is the socket's: a client-sent X-Real-IP is replaced, never trusted (the rate limits key on it).
const server = http.createServer((req, res) => {
  req.headers['x-real-ip'] = req.socket.remoteAddress ?? 'unknown'
  return handler(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`> Ready on http://localhost:${port}`))
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
