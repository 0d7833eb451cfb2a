import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the receiver took: what a retailer's endpoint would see. */
export type Received = {
  at: number
  headers: http.IncomingHttpHeaders
  body: string
  answered: number | 'hung'
}

/**
 * A webhook receiver on 127.0.0.1, as a retailer's system would run one: it keeps every request and answers
 * what the test scripts (200 by default; a status, or 'hang' to never answer), one script entry per request.
 */
export async function startWebhookReceiver() {
  const received: Received[] = []
  const script: (number | 'hang')[] = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const answer = script.shift() ?? 200
      received.push({
        at: Date.now(),
        headers: req.headers,
        body,
        answered: answer === 'hang' ? 'hung' : answer,
      })
      if (answer === 'hang') {
        hanging.add(res)
        return
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/rumahloka`,
    received,
    /** Answers for the next requests, in order. */
    answerNext: (...answers: (number | 'hang')[]) => script.push(...answers),
    /** The requests of one event type, in arrival order. */
    ofType: (type: string) => received.filter((r) => r.headers['x-rumahloka-event-type'] === type),
    async waitFor(count: number, predicate: (r: Received) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs
      while (received.filter(predicate).length < count) {
        if (Date.now() > deadline)
          throw new Error(`the receiver got ${received.filter(predicate).length} of ${count} deliveries`)
        await new Promise((r) => setTimeout(r, 100))
      }
      return received.filter(predicate)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.close(() => resolve())
      }),
  }
}
