import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  apiRequest,
  configureApiClient,
  type ContractPath,
  NO_CONNECTION,
  NOT_SENT_OFFLINE,
} from '@/components/api-client'
import { toastStore } from '@/lib/toast-store'
import { expectAnswer, isCodeSent, isEmailVerified } from '@/components/api-client/answers'

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  )

describe('api client (spec §8)', () => {
  beforeEach(() => {
    configureApiClient({
      websiteKeyHeader: 'x-website-key',
      websiteKey: 'k',
      companyCodeHeader: 'x-company-code',
      companyCode: 'c',
    })
    toastStore.current().forEach((t) => toastStore.dismiss(t.id))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the headers, adds is_enabled=true to list calls and hands on only data', async () => {
    const fetch = respond(200, { is_ok: true, message: 'Success', data: { banners: [1] } })
    vi.stubGlobal('fetch', fetch)
    const result = await apiRequest('/api/banner/list', { list: true, params: { section_name: 'hero' } })
    expect(result).toEqual({ ok: true, data: { banners: [1] }, message: 'Success' })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/banner/list?is_enabled=true&section_name=hero')
    expect(init!.headers).toMatchObject({ 'x-website-key': 'k', 'x-company-code': 'c' })
    expect(toastStore.current()).toEqual([])
  })

  it('200 with is_ok false: an error toast with the message for 5 s', async () => {
    vi.stubGlobal('fetch', respond(200, { is_ok: false, message: 'Voucher ini sudah diklaim.', data: null }))
    const result = await apiRequest('/apivoucher/api/voucherValidation', { body: { voucher_code: 'X' } })
    expect(result.ok).toBe(false)
    expect(toastStore.current()).toMatchObject([
      { type: 'error', message: 'Voucher ini sudah diklaim.', lifetime: 5000 },
    ])
  })

  it('a self-service failure is only logged: no toast, and the caller learns nothing announced it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      respond(200, { is_ok: false, message: 'Verifikasi email diperlukan.', data: null }),
    )
    const refused = await apiRequest('/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
      form: new FormData(),
      quiet: true,
    })
    expect(refused).toMatchObject({
      ok: false,
      status: 200,
      message: 'Verifikasi email diperlukan.',
      announced: false,
    })
    vi.stubGlobal(
      'fetch',
      respond(400, { is_ok: false, message: 'm', title: 'NIK terdiri dari 16 angka', data: null }),
    )
    expect(
      await apiRequest('/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
        form: new FormData(),
        quiet: true,
      }),
    ).toMatchObject({ announced: false })
    expect(toastStore.current()).toHaveLength(0)
    expect(log).toHaveBeenCalledTimes(2)
    vi.stubGlobal('fetch', respond(200, { is_ok: false, message: 'Voucher ini sudah diklaim.', data: null }))
    expect(await apiRequest('/apivoucher/api/voucherValidation', { body: {} })).toMatchObject({
      announced: true,
    })
    log.mockRestore()
  })

  it('200 with is_ok false on a popup URL: no toast', async () => {
    vi.stubGlobal('fetch', respond(200, { is_ok: false, message: 'none', data: null }))
    await apiRequest('/api/banner/list', { params: { section_name: 'popup' } })
    // Spec §8's rule holds for any call whose URL says popup, including ones the contract may add later.
    await apiRequest('/api/popup/list' as ContractPath)
    expect(toastStore.current()).toHaveLength(0)
  })

  it('400: an error toast with the title', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { is_ok: false, message: 'm', title: 'Email tidak Valid', data: null }),
    )
    await apiRequest('/api/subscribe', { body: { email: 'x' } })
    expect(toastStore.current()).toMatchObject([{ type: 'error', message: 'Email tidak Valid' }])
  })

  it.each([401, 403])('%d: silently ignored', async (status) => {
    vi.stubGlobal('fetch', respond(status, { is_ok: false, message: 'Unauthorized', data: null }))
    const result = await apiRequest('/api/subscribe', { body: {} })
    expect(result).toMatchObject({ ok: false, status })
    expect(toastStore.current()).toHaveLength(0)
  })

  it('500: no toast, the body goes back to the caller', async () => {
    const body = { is_ok: false, message: 'Sorry, something went wrong.', data: { code: 'E1' } }
    vi.stubGlobal('fetch', respond(500, body))
    const result = await apiRequest('/apiwarranty/warranty/CLAIM_WARRANTY', { body: {} })
    expect(result).toEqual({ ok: false, status: 500, message: body.message, body, announced: false })
    expect(toastStore.current()).toHaveLength(0)
  })

  it('other errors: a toast with the message, or "data not found"; no answer at all says so', async () => {
    vi.stubGlobal('fetch', respond(404, { is_ok: false, message: 'Event tidak ditemukan', data: null }))
    await apiRequest('/api/event/detail', { params: { slug: 'x' } })
    vi.stubGlobal('fetch', respond(502, 'Bad gateway'))
    await apiRequest('/api/event/detail', { params: { slug: 'x' } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await apiRequest('/api/event/detail', { params: { slug: 'x' } })
    const sent = await apiRequest('/api/contact-us/add', { body: { name: 'Ani' } })
    expect(sent).toMatchObject({ ok: false, status: 0, message: NOT_SENT_OFFLINE, announced: true })
    expect(toastStore.current().map((t) => t.message)).toEqual([
      'Event tidak ditemukan',
      'data not found',
      NO_CONNECTION,
      NOT_SENT_OFFLINE,
    ])
  })
})

describe('answers typed from the contract', () => {
  it('gives a page the declared type of data, without a cast', async () => {
    const banner = {
      id: 1,
      title: 'Harbolnas',
      section_name: 'hero',
      url_link: null,
      img_main: { url: '/m.webp', width: 1, height: 1, alt: '' },
      img_mobile: null,
      image: null,
      is_enabled: true,
    }
    vi.stubGlobal(
      'fetch',
      respond(200, {
        is_ok: true,
        message: 'Success',
        data: { banners: [banner], total: 1, page: 1, page_size: 10, total_page: 1 },
      }),
    )
    const answer = await apiRequest('/api/banner/list', { list: true })
    if (!answer.ok) throw new Error('expected a success')
    const url: string | undefined = answer.data.banners[0]?.img_main?.url
    // @ts-expect-error a field the declaration does not have (npm test type-checks this file)
    expect(answer.data.banners[0]?.img_large).toBeUndefined()
    expect(url).toBe('/m.webp')
  })

  it('narrows a call that answers one of two shapes, and fails one of the other shape', async () => {
    const sent = {
      challenge: 'c'.repeat(24),
      sent_to: 'a***@contoh.co.id',
      expires_at: '2026-11-22T10:00:00.000Z',
      resend_after: 60,
    }
    vi.stubGlobal('fetch', respond(200, { is_ok: true, message: 'Terkirim', data: sent }))
    const asSent = expectAnswer(
      await apiRequest('/apiverify/verificationemail', { form: new FormData() }),
      isCodeSent,
    )
    expect(asSent).toMatchObject({ ok: true, data: { sent_to: 'a***@contoh.co.id' } })
    const asVerified = expectAnswer(
      await apiRequest('/apiverify/verificationemail', { form: new FormData() }),
      isEmailVerified,
    )
    expect(asVerified).toMatchObject({ ok: false, message: 'data not found' })
  })
})
