// The figures of issue 40 read against the framework's floor (bench/floor.mjs), site and floor alternating:
// the empty handler, an uncached render of every public route, and newsletter sign-ups; then whether every
// acknowledged sign-up survives a kill -9 of the server.
import path from 'node:path'

import { pairs } from './floor.mjs'
import { uniqueLoad, uniqueQuery } from './scenarios.mjs'

/**
 * Each bar as a share of the floor (docs/performance.md, "Budgets"; issue 54 for renders, issue 40 for
 * sign-ups); a route not named here has the general one.
 */
export const floorBars = {
  render: { '/faq': 0.32, '/search': 0.17, '/': 0.15, other: 0.15 },
  signUps: 0.25,
}
export const renderBar = (route) => floorBars.render[route.split('?')[0]] ?? floorBars.render.other

/** The n-th distinct page of the search route (a distinct `q` each request). */
const searchPath = (n) => {
  const { q, page } = uniqueQuery(n)
  return `/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}`
}

/** A sign-up address nobody else uses in this run. */
const signUpAddress = (run, n) => `bench-${run}-${n}@signup.rumahloka.test`

export async function floorFigures({ site, floor, routes, runs, duration, contractHeaders, log }) {
  const rps = (row) => row.rps
  const figure = (name, paired, bar) => {
    const met = bar === undefined ? null : paired.ratio >= bar
    log(
      `  ${name}: ${paired.site} against ${paired.floor} req/s, ${Math.round(paired.ratio * 100)} % of the floor (pairs ${paired.range.map((r) => Math.round(r * 100)).join('–')} %)${bar === undefined ? '' : `, bar ${bar * 100} %${met ? '' : ' MISSED'}`}`,
    )
    return { name, bar: bar ?? null, met, ...paired }
  }
  const floorPage = (connections) => () =>
    uniqueLoad('floor page', floor, (n) => ({ path: `/?n=${n}` }), { connections, duration, warmup: 1 })
  const floorEmpty = (connections) => () =>
    uniqueLoad('floor empty handler', floor, (n) => ({ path: `/empty?n=${n}` }), {
      connections,
      duration,
      warmup: 1,
    })

  log('> Against the floor: empty handler (20 connections)')
  const empty = figure(
    'empty handler /up/live',
    await pairs(
      runs,
      () =>
        uniqueLoad('site empty handler', site, (n) => ({ path: `/up/live?n=${n}` }), {
          connections: 20,
          duration,
          warmup: 1,
        }),
      floorEmpty(20),
      rps,
    ),
  )

  log('> Against the floor: uncached renders (10 connections; the page cache is off on this server)')
  const renders = []
  for (const route of routes) {
    const make = route.startsWith('/search') ? (n) => ({ path: searchPath(n) }) : () => ({ path: route })
    renders.push(
      figure(
        route.startsWith('/search') ? '/search (a distinct q each request)' : route,
        await pairs(
          runs,
          () => uniqueLoad(`render ${route}`, site, make, { connections: 10, duration, warmup: 1 }),
          floorPage(10),
          rps,
        ),
        renderBar(route),
      ),
    )
    renders.at(-1).route = route
  }

  log('> Against the floor: unique newsletter sign-ups (50 connections) and the empty handler')
  let runNo = 0
  const signUps = figure(
    'newsletter sign-ups POST /api/subscribe',
    await pairs(
      runs,
      () => {
        const current = runNo++
        return uniqueLoad(
          'sign-ups',
          site,
          (n) => ({
            path: '/api/subscribe',
            body: JSON.stringify({ email: signUpAddress(`${process.pid}-${current}`, n) }),
          }),
          {
            connections: 50,
            duration,
            warmup: 1,
            method: 'POST',
            headers: { ...contractHeaders, 'content-type': 'application/json' },
          },
        )
      },
      floorEmpty(50),
      rps,
    ),
    floorBars.signUps,
  )
  return { empty, renders, signUps }
}

/**
 * Sign-ups at 50 connections, the server killed with SIGKILL halfway, started again: every sign-up whose
 * answer was 200 must be in the database with its confirmation mail queued. Reads the database directly.
 */
export async function signUpDurability({ server, restart, base, env, contractHeaders, log }) {
  log('> Durability: sign-ups, kill -9 halfway, every acknowledged one looked up after a restart')
  const acknowledged = []
  const tag = `kill-${process.pid}-${Date.now()}`
  setTimeout(() => server.kill('SIGKILL'), 2000)
  const load = await uniqueLoad(
    'sign-ups until killed',
    base,
    (n, context) => {
      context.email = signUpAddress(tag, n)
      return { path: '/api/subscribe', body: JSON.stringify({ email: context.email }) }
    },
    {
      connections: 50,
      duration: 4,
      warmup: 0,
      method: 'POST',
      headers: { ...contractHeaders, 'content-type': 'application/json' },
      onResponse: (status, _body, context) => {
        if (status === 200) acknowledged.push(context.email)
      },
    },
  )
  const again = await restart()
  try {
    const found = await storedSignUps(env, acknowledged)
    const lost = acknowledged.filter((email) => !found.subscribers.has(email))
    const unmailed = acknowledged.filter((email) => !found.mailed.has(email))
    const result = {
      acknowledged: acknowledged.length,
      errorsAfterKill: load.errors,
      lost: lost.length,
      withoutMail: unmailed.length,
      examples: [...lost, ...unmailed].slice(0, 5),
    }
    log(
      `  ${result.acknowledged} acknowledged before the kill; after the restart ${result.lost} missing, ${result.withoutMail} without their confirmation mail`,
    )
    return result
  } finally {
    again.kill('SIGTERM')
  }
}

/** Which of `emails` have a subscriber row and a queued mail, read straight from the database. */
async function storedSignUps(env, emails) {
  const query = async (sql) => {
    if (env.DATABASE_URL) {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      try {
        return (await client.query(sql)).rows
      } finally {
        await client.end()
      }
    }
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${path.join(env.DATA_DIR, 'site.db')}` })
    try {
      return (await client.execute(sql)).rows
    } finally {
      client.close()
    }
  }
  const like = "'%@signup.rumahloka.test'"
  const subscribers = await query(`select email from newsletter_subscribers where email like ${like}`)
  const mailed = await query(`select "to" from outbox where "to" like ${like}`)
  const wanted = new Set(emails)
  return {
    subscribers: new Set(subscribers.map((r) => r.email).filter((e) => wanted.has(e))),
    mailed: new Set(mailed.map((r) => r.to).filter((e) => wanted.has(e))),
  }
}
