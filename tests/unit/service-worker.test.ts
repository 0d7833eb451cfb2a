import { describe, expect, it } from 'vitest'

import { offlinePageHtml, titleOf } from '@/service-worker/offline-page'
import {
  calendarFileOf,
  isPublicImage,
  isPublicPage,
  isShareable,
  isShellAsset,
  mayKeepPage,
} from '@/service-worker/rules'

const origin = 'https://www.rumahloka.co.id'
const at = (address: string) => new URL(address, origin)
const answer = (headers: Record<string, string>, status = 200) => new Response('x', { status, headers })

describe('what the service worker may keep', () => {
  it('keeps public pages and their calendar files, with the parameters they read', () => {
    for (const address of [
      '/',
      '/catalogues',
      '/home-promotion/harbolnas-12-12',
      '/inspirations?room=kamar-tidur&page=2',
      '/kalender-event/detail/demo-baking',
      '/kalender-event/detail/demo-baking/kalender.ics',
      '/store-locations?city=Jakarta',
    ])
      expect(mayKeepPage(at(address), origin), address).toBe(true)
  })

  it('never keeps personal, per-visitor, staff, operational or coded addresses, nor another host', () => {
    for (const address of [
      '/admin',
      '/admin/collections/users',
      '/cms-api/users/me',
      '/integration/v1/events',
      '/api/site/list',
      '/apiwarranty/api/warranty/validate',
      '/apiselfservice/api/token',
      '/refund/eyJhbGciOi.x.y',
      '/voucher-claim',
      '/voucher-claim/abc',
      '/detail_receipt/abc',
      '/register',
      '/claim',
      '/self-service/persetujuan-data',
      '/konfirmasi-newsletter?code=123456',
      '/konfirmasi-event',
      '/berhenti-langganan?token=abc',
      '/faq?token=abc',
      '/inspirations?room=x&email=ani%40example.com',
      '/search?q=sofa',
      '/catalogues?Proof=1',
      '/up',
      '/sw.js',
    ])
      expect(mayKeepPage(at(address), origin), address).toBe(false)
    expect(mayKeepPage(new URL('https://evil.example/catalogues'), origin)).toBe(false)
  })

  it('keeps only what the server says anyone may keep', () => {
    expect(isShareable(answer({ 'cache-control': 'public, max-age=0, s-maxage=30' }))).toBe(true)
    expect(isShareable(answer({ 'cache-control': 'public, max-age=300' }))).toBe(true)
    expect(isShareable(answer({}))).toBe(true)
    expect(isShareable(answer({ 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isShareable(answer({ 'cache-control': 'no-store' }))).toBe(false)
    expect(isShareable(answer({ 'cache-control': 'Private' }))).toBe(false)
    expect(isShareable(answer({ vary: '*' }))).toBe(false)
    expect(isShareable(answer({}, 404))).toBe(false)
    expect(isShareable(answer({}, 503))).toBe(false)
  })

  it('keeps a page or calendar file only when the server says public, and never a redirect', () => {
    expect(isPublicPage(answer({ 'cache-control': 'public, max-age=0, s-maxage=30' }))).toBe(true)
    expect(isPublicPage(answer({}))).toBe(false)
    expect(isPublicPage(answer({ 'cache-control': 'max-age=60' }))).toBe(false)
    expect(isPublicPage(answer({ 'cache-control': 'public, no-store' }))).toBe(false)
    const redirected = answer({ 'cache-control': 'public, max-age=60' })
    Object.defineProperty(redirected, 'redirected', { value: true })
    expect(isPublicPage(redirected)).toBe(false)
  })

  it('names the calendar file of an event page, and only of one', () => {
    expect(calendarFileOf(at('/kalender-event/detail/demo-baking'))?.pathname).toBe(
      '/kalender-event/detail/demo-baking/kalender.ics',
    )
    expect(calendarFileOf(at('/kalender-event'))).toBeNull()
    expect(calendarFileOf(at('/kalender-event/registrasi/demo-baking'))).toBeNull()
  })

  it('tells catalogue images and built parts from private uploads', () => {
    expect(isPublicImage(at('/cms-api/media/file/sofa.webp'))).toBe(true)
    expect(isPublicImage(at('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fsofa.webp&w=640&q=75'))).toBe(true)
    expect(isPublicImage(at('/cms-api/private-uploads/file/signature.png'))).toBe(false)
    expect(isPublicImage(at('/_next/image?url=%2Fcms-api%2Fprivate-uploads%2Ffile%2Fa.png&w=64&q=75'))).toBe(
      false,
    )
    const climbing = '/cms-api/media/file/../../private-uploads/file/signature.png'
    expect(isPublicImage(at(`/_next/image?url=${encodeURIComponent(climbing)}&w=64&q=75`))).toBe(false)
    expect(
      isPublicImage(at(`/_next/image?url=${encodeURIComponent('https://evil.example/media/x.png')}`)),
    ).toBe(false)
    expect(isShellAsset(at('/_next/static/chunks/app.js'))).toBe(true)
    expect(isShellAsset(at('/app-icon/192'))).toBe(true)
    expect(isShellAsset(at('/_next/data/x.json'))).toBe(false)
  })
})

describe('the offline page', () => {
  it('reads a kept page title without the site name, or falls back to its path', () => {
    expect(titleOf('<html><head><title>E-Katalog | Rumah Loka</title></head>', '/catalogues')).toBe(
      'E-Katalog',
    )
    expect(titleOf('<title>Tips &amp; Trik — Rumah Loka</title>', '/x')).toBe('Tips & Trik')
    expect(titleOf('<p>no title</p>', '/faq')).toBe('/faq')
  })

  it('lists what can be read, escaped, with a way to try again and no script', () => {
    const html = offlinePageHtml('https://www.rumahloka.co.id/faq?x="><script>', [
      { url: '/catalogues', title: 'E-Katalog' },
      { url: '/inspirations/a', title: '<img src=x onerror=alert(1)>' },
    ])
    expect(html).toContain('<h1 style="margin:0;font-size:1.5rem">Anda sedang offline</h1>')
    expect(html).toContain('href="/catalogues"')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('href="https://www.rumahloka.co.id/faq?x=&quot;&gt;&lt;script&gt;"')
    expect(html).not.toMatch(/<script|<img/)
    expect(offlinePageHtml('/faq', [])).toContain('Belum ada halaman yang tersimpan')
  })
})
