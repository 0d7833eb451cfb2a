// The Node floor for cached pages (issue 54, item 5): a bare `node:http` server that writes, for every
// request, the bytes and headers one answer of the site gave, held in memory. What the page cache adds on a
// hit is whatever the site's answer costs beyond this.
//
//   node bench/node-baseline.mjs <url> <port> [accept-encoding]
//
// It asks <url> once, the way the load will (the same Accept-Encoding, the body left compressed), then prints
// "ready" and answers every request on 127.0.0.1:<port> with that status, those headers and that body.
import http from 'node:http'

const [url, port, acceptEncoding = 'gzip'] = process.argv.slice(2)
if (!url || !port) {
  console.error('usage: node bench/node-baseline.mjs <url> <port> [accept-encoding]')
  process.exit(2)
}

const { status, headers, body } = await new Promise((resolve, reject) => {
  http
    .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    .on('error', reject)
})
// Hop-by-hop and per-connection headers are Node's own to write, as they are for the site.
for (const name of ['connection', 'keep-alive', 'date', 'transfer-encoding']) delete headers[name]
headers['content-length'] = String(body.length)

http
  .createServer((req, res) => {
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`ready ${body.length} bytes`))
