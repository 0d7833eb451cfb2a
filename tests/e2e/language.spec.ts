import { expect, test, type Page } from '@playwright/test'

import { routeShapes } from './routes'

/*
 * The document is English (spec §1: `<html lang="en">`) and nearly every word a shopper reads is Indonesian
 * (issue 51, WCAG 3.1.2 Language of Parts): each region says `lang="id"`, and the spec's English strings in
 * it say `lang="en"` (docs/site-shell.md). Every route shape's text, hidden labels included, is walked: a
 * text whose nearest `lang` is English must hold none of the Indonesian words below, which English never
 * uses. Runs once (the `once` project): what the markup says is the same at every width.
 */

/** Indonesian function words and interface words; none of them is an English word. */
const indonesian = [
  'yang', 'dan', 'di', 'ke', 'dari', 'untuk', 'dengan', 'ini', 'itu', 'atau', 'tidak', 'anda', 'kami',
  'akan', 'pada', 'dalam', 'sudah', 'belum', 'bisa', 'lihat', 'semua', 'tutup', 'buka', 'cari', 'halaman',
  'sebelumnya', 'berikutnya', 'baru', 'harga', 'toko', 'langsung', 'konten', 'membuka', 'tautan',
] // prettier-ignore

/** Texts (text nodes, labels a screen reader reads) whose nearest `lang` is English but are Indonesian. */
function misMarked(page: Page): Promise<string[]> {
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

test('every region is marked Indonesian and the spec’s English strings English', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000)
  const paths = [...(await routeShapes(request)), '/halaman-yang-tidak-ada']
  const wrong: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    wrong.push(...(await misMarked(page)).map((m) => `${path}: ${m}`))
  }

  // What opens on request: the search box, the phone's side menu, a toast, the home popup's dialog.
  // A new visit, for the popup: it shows once per visit.
  await page.evaluate(() => sessionStorage.clear())
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: /Diskon 10%/ })
  await expect(popup).toBeVisible({ timeout: 5000 })
  wrong.push(...(await misMarked(page)).map((m) => `/ with the popup: ${m}`))
  await popup.getByRole('button', { name: 'Tutup' }).click()
  await page.getByRole('button', { name: 'Buka pencarian' }).click()
  await expect(page.getByRole('search')).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `/ with the search box: ${m}`))
  await page.setViewportSize({ width: 412, height: 900 })
  await page.goto('/membership')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `side menu: ${m}`))
  await page.keyboard.press('Escape')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Salin tautan' }).click()
  await expect(page.locator('[data-toast-type="success"]')).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `toast: ${m}`))

  expect(wrong).toEqual([])
})
