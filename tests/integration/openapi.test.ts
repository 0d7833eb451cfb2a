import { describe, expect, it } from 'vitest'

import { baseUrl } from '../support/contract'

describe('GET /api/openapi.json', () => {
  it('describes every call of spec §7 as OpenAPI 3.1', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`))
    for (const expected of [
      'GET /api/banner/list', 'GET /api/category/list', 'GET /api/category/detail', 'GET /api/article/list', 'GET /api/article/fe/detail',
      'GET /api/article/product', 'GET /api/brand/list', 'GET /api/services/list', 'GET /api/services/fe/detail', 'GET /api/sp/fe/detail',
      'GET /api/sps/list', 'POST /api/product/search', 'GET /api/flash/getbytype', 'GET /api/product/recommendation', 'POST /api/sl/listByType',
      'GET /api/seo/fe/detail', 'GET /api/site/list', 'GET /api/site/list/area', 'POST /api/site/log/insert', 'POST /api/socmed/list',
      'POST /api/promo/show-list', 'GET /api/promo/fe/detail', 'GET /api/promo/getlistecatalog', 'GET /api/event/list', 'GET /api/event/detail',
      'GET /api/event/location/list', 'POST /api/event/insert/event/register', 'POST /api/event/detail/gift', 'POST /api/subscribe',
      'POST /api/contact-us/add', 'POST /apireceipt/api/label_paid_getrows', 'POST /apirefund/GetDetailReturn', 'POST /apirefund/GetResponseApproval',
      'POST /apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', 'POST /apiselfservice/token/authenticate', 'POST /apiverify/verificationemail',
      'POST /apivoucher/api/voucherValidation', 'GET /api/websiteconfig/get', 'POST /apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE',
      'POST /apiwarranty/warranty/REGISTER_WARRANTY', 'POST /apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE', 'POST /apiwarranty/warranty/CLAIM_WARRANTY',
      'GET /apiwarranty/master/getpostal',
    ]) expect(operations).toContain(expected)
  })
})

describe('every call without the website key and company code', () => {
  it('answers 401 with the envelope', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/openapi.json`)).json()
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops as object)) {
        const response = await fetch(`${baseUrl()}${path}`, { method: method.toUpperCase() })
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 401 })
        expect((await response.json()).is_ok).toBe(false)
      }
    }
  })
})
