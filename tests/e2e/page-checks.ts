import type { Page } from '@playwright/test'

import { blankTile } from '../support/blank-tile'

// Checks of a loaded page that more than one spec makes: the walk over every route shape (overlap.spec.ts),
// the policy's own tests (security-headers.spec.ts) and what opens on request (language.spec.ts).

/**
 * Collects what would show that the policy broke something: console errors (the browser logs each blocked
 * resource there too), uncaught errors, and every securitypolicyviolation event, across navigations. The
 * array fills as they happen; a walk over several pages empties it between them.
 */
export async function watchForProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await page.exposeFunction('reportCspViolation', (v: string) => problems.push(`csp: ${v}`))
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        ;(window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        )
      },
      true,
    )
  })
  return problems
}

/** Waits until the page has loaded what it loads late (images below the fold, lazy chunks). */
export async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
}

const tile = blankTile()
/** The e2e server's MAP_TILE_URL host, answered here (tests/support/blank-tile.ts). */
export const serveTiles = (page: Page) =>
  page.route('http://tiles.e2e.test/**', (route) => route.fulfill({ body: tile, contentType: 'image/png' }))

/*
 * The document is English (spec §1: `<html lang="en">`) and nearly every word a shopper reads is Indonesian
 * (issue 51, WCAG 3.1.2 Language of Parts): each region says `lang="id"`, and the spec's English strings in
 * it say `lang="en"` (docs/site-shell.md). A text whose nearest `lang` is English must hold none of the
 * Indonesian words below, which English never uses.
 */

/** Indonesian function words and interface words; none of them is an English word. */
const indonesian = [
  'yang', 'dan', 'di', 'ke', 'dari', 'untuk', 'dengan', 'ini', 'itu', 'atau', 'tidak', 'anda', 'kami',
  'akan', 'pada', 'dalam', 'sudah', 'belum', 'bisa', 'lihat', 'semua', 'tutup', 'buka', 'cari', 'halaman',
  'sebelumnya', 'berikutnya', 'baru', 'harga', 'toko', 'langsung', 'konten', 'membuka', 'tautan',
] // prettier-ignore

/** Texts (text nodes, labels a screen reader reads) whose nearest `lang` is English but are Indonesian. */
export function misMarked(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    // A word between letters or hyphens is part of a name or a slug (japandi-yang-menenangkan), not prose.
    const word = new RegExp(`(^|[^\\p{L}-])(${words.join('|')})(?=$|[^\\p{L}-])`, 'iu')
    const found = new Set<string>()
    const judge = (text: string | null, el: Element, what: string) => {
      const t = text?.replace(/\s+/g, ' ').trim()
      if (!t || !word.test(t)) return
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? ''
      if (!lang.startsWith('id')) found.add(`${what} "${t.slice(0, 80)}" (lang="${lang}")`)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script,style,noscript,template')) continue
      judge(node.textContent, parent, 'text')
    }
    for (const el of document.body.querySelectorAll('[aria-label],[alt],[title],[placeholder]'))
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder'])
        judge(el.getAttribute(attribute), el, attribute)
    return [...found]
  }, indonesian)
}
