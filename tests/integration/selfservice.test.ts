import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { testSecrets } from '../support/secrets'
import {
  baseUrl,
  call,
  fakePng,
  pngBytes,
  selfServiceHeaders,
  staffAuthorization,
  staffFind,
  staffUpdate,
  verifyCode,
} from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

/**
 * The PDP step's e-mail proof: a code sent to the typed address, checked, turned into a verification_token.
 */
async function provePdpEmail(email: string, timeoutMs = 15_000): Promise<string> {
  const form = new FormData()
  form.set('validemail', email)
  form.set('purpose', 'pdp')
  const after = await mailCount(email)
  const sent = await call('POST', '/apiverify/verificationemail', { form })
  expect(sent.json.is_ok).toBe(true)
  const mail = await waitForMail(email, 'Kode verifikasi', { after, timeoutMs })
  return verifyCode(sent.json.data.challenge, codeIn(mail))
}

const agreement = (signature: Uint8Array<ArrayBuffer> = pngBytes, proof = 'x'.repeat(40)) => {
  const form = new FormData()
  form.set('PDP_SIGNATURE', new Blob([signature], { type: 'image/png' }), 'signature.png')
  form.set('PDP_NIP', '3174011203900001')
  form.set('PDP_NAME', 'Rizky Hidayat')
  form.set('PDP_EMAIL', 'rizky.pdp@contoh.co.id')
  form.set('PDP_PHONE_NO', '081377778888')
  form.set('URL_API', '/self-service/persetujuan-data')
  form.set('PDP_VERIFICATION', proof)
  return form
}

describe('self-service', () => {
  it('issues a token only for the configured credentials', async () => {
    const good = await call('POST', '/apiselfservice/token/authenticate', {
      body: { client_id: 'rumahloka-web', client_secret: testSecrets.SELFSERVICE_CLIENT_SECRET },
    })
    expect(good.json.data).toMatchObject({ token_type: 'Bearer', expires_in: 900 })
    const bad = await call('POST', '/apiselfservice/token/authenticate', {
      body: { client_id: 'rumahloka-web', client_secret: 'guess' },
    })
    expect(bad.json).toMatchObject({ is_ok: false, message: 'Client id or secret is wrong' })
    expect((await call('POST', '/apiselfservice/token/authenticate', { body: {} })).json.message).toBe(
      'client_id is required',
    )
  })

  it('stores a personal-data agreement with the signature, consent version, time and channel, once the e-mail is proven', async () => {
    const headers = await selfServiceHeaders()
    const path = '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi'
    const unproven = await call('POST', path, { form: agreement(), headers })
    expect(unproven.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Verifikasi email diperlukan'),
    })
    const proof = await provePdpEmail('rizky.pdp@contoh.co.id')
    // A proof of another address does not sign for this one.
    const otherProof = await provePdpEmail('orang.lain@contoh.co.id')
    expect((await call('POST', path, { form: agreement(pngBytes, otherProof), headers })).json.is_ok).toBe(
      false,
    )
    const { json } = await call('POST', path, { form: agreement(pngBytes, proof), headers })
    expect(json.is_ok).toBe(true)
    expect((await waitForMail('rizky.pdp@contoh.co.id', 'Salinan persetujuan')).text).toContain(
      json.data.agreement_no,
    )
    // One proof signs one agreement.
    const again = await call('POST', path, { form: agreement(pngBytes, proof), headers })
    expect(again.json).toMatchObject({
      is_ok: false,
      message: expect.stringContaining('Verifikasi email diperlukan'),
    })
    expect(json.data).toMatchObject({ consent_version: '2026-01' })
    const stored = await staffFind('pdp-agreements', { email: { equals: 'rizky.pdp@contoh.co.id' } })
    expect(stored.docs[0]).toMatchObject({
      nip: '3174011203900001',
      consent_version: '2026-01',
      channel: 'self-service WEB',
    })
    expect(stored.docs[0].signature).toBeTruthy()
  })

  it('keeps signatures away from the public', async () => {
    const response = await fetch(`${(await import('../support/contract')).baseUrl()}/cms-api/private-uploads`)
    expect(response.status).toBe(403)
  })

  it('needs the token, business unit HCI and a site code', async () => {
    const headers = await selfServiceHeaders()
    const path = '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi'
    expect((await call('POST', path, { form: agreement() })).status).toBe(401)
    expect(
      (await call('POST', path, { form: agreement(), headers: { ...headers, 'x-business-unit': 'XYZ' } }))
        .json.message,
    ).toContain('business unit')
    expect(
      (await call('POST', path, { form: agreement(), headers: { ...headers, 'x-site-code': '' } })).json
        .message,
    ).toContain('site code')
    expect(
      (
        await call('POST', path, {
          form: agreement(),
          headers: { ...headers, authorization: 'Bearer forged.token.value' },
        })
      ).json.message,
    ).toContain('token')
  })

  it('refuses a signature that is not an image and a bad NIK, storing nothing', async () => {
    const headers = await selfServiceHeaders()
    const before = (await staffFind('pdp-agreements')).totalDocs
    const proof = await provePdpEmail('rizky.pdp@contoh.co.id')
    const fake = await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
      form: agreement(fakePng, proof),
      headers,
    })
    expect(fake.json).toMatchObject({
      is_ok: false,
      message: 'Tanda tangan harus berupa gambar PNG, JPEG atau WebP.',
    })
    const form = agreement()
    form.set('PDP_NIP', '12345')
    const nik = await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
      form,
      headers,
    })
    expect(nik.json.message).toBe('Isi NIK (16 angka, tertera di e-KTP) atau NIP (18 angka)')
    form.set('PDP_NIP', '3174013203900001') // day 32
    expect(
      (
        await call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', {
          form,
          headers,
        })
      ).json.message,
    ).toContain('Tanggal lahir pada NIK')
    expect((await staffFind('pdp-agreements')).totalDocs).toBe(before)
  })

  it("records a typed signature under the form's current text version, e-mails a PDF copy, and lets only personal-data staff see and erase it", async () => {
    const headers = await selfServiceHeaders()
    const path = '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi'
    const [form] = (await staffFind('self-service-forms', { slug: { equals: 'persetujuan-data' } })).docs
    expect((await staffUpdate('self-service-forms', form.id, { agreement_version: '2026-02' })).status).toBe(
      200,
    )
    try {
      const email = 'sari.ketik@contoh.co.id'
      const signed = agreement(pngBytes, await provePdpEmail(email))
      signed.set('PDP_EMAIL', email)
      signed.set('PDP_NIP', '198503122010012001') // a civil servant's NIP
      signed.set('PDP_SIGNATURE_METHOD', 'typed')
      const { json } = await call('POST', path, { form: signed, headers })
      expect(json.data).toMatchObject({ consent_version: '2026-02', signature_method: 'typed' })
      const copy = await waitForMail(email, 'Salinan persetujuan')
      expect(copy.text).toContain('Nama diketik')
      expect(copy.attachments).toEqual([
        expect.objectContaining({
          filename: `persetujuan-data-pribadi-${json.data.agreement_no}.pdf`,
          mimeType: 'application/pdf',
          content: expect.stringMatching(/^%PDF-/),
        }),
      ])
      const [stored] = (await staffFind('pdp-agreements', { email: { equals: email } })).docs
      expect(stored).toMatchObject({ signature_method: 'typed', consent_version: '2026-02', form: form.id })

      // An editor sees neither agreements nor private uploads; the personal-data officer erases one,
      // signature included.
      const admin = await staffAuthorization()
      const login = async (role: string) => {
        const user = { email: `${role}.${Date.now()}@rumahloka.test`, password: 'staff-pass-12345', role }
        expect(
          (
            await fetch(`${baseUrl()}/cms-api/users`, {
              method: 'POST',
              headers: { ...admin, 'content-type': 'application/json' },
              body: JSON.stringify(user),
            })
          ).status,
        ).toBe(201)
        const session = await fetch(`${baseUrl()}/cms-api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(user),
        })
        return { Authorization: `JWT ${(await session.json()).token}` }
      }
      const editor = await login('editor')
      expect(
        (await (await fetch(`${baseUrl()}/cms-api/pdp-agreements`, { headers: editor })).json()).docs ?? [],
      ).toHaveLength(0)
      expect(
        (await fetch(`${baseUrl()}/cms-api/private-uploads/${stored.signature}`, { headers: editor })).status,
      ).toBe(403)
      // Nor can an editor move signatures into view, or touch the records that vouch for an address.
      const moved = await fetch(`${baseUrl()}/cms-api/private-uploads?where[purpose][equals]=signature`, {
        method: 'PATCH',
        headers: { ...editor, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'warranty-claim-photo' }),
      })
      expect((await moved.json()).docs ?? []).toHaveLength(0)
      expect(
        (await fetch(`${baseUrl()}/cms-api/private-uploads/${stored.signature}`, { headers: editor })).status,
      ).toBe(403)
      expect([403, 404]).toContain(
        (
          await fetch(`${baseUrl()}/cms-api/private-uploads/${stored.signature}`, {
            method: 'PATCH',
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify({ purpose: 'warranty-claim-photo' }),
          })
        ).status,
      )
      expect((await fetch(`${baseUrl()}/cms-api/email-verifications`, { headers: editor })).status).toBe(403)
      expect(
        (
          await fetch(`${baseUrl()}/cms-api/email-verifications?where[purpose][equals]=pdp`, {
            method: 'PATCH',
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'korban@contoh.co.id' }),
          })
        ).status,
      ).toBe(403)
      const officer = await login('privacy')
      expect(
        (
          await fetch(`${baseUrl()}/cms-api/pdp-agreements/${stored.id}`, {
            method: 'PATCH',
            headers: { ...officer, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Diubah' }),
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await fetch(`${baseUrl()}/cms-api/pdp-agreements/${stored.id}`, {
            method: 'DELETE',
            headers: officer,
          })
        ).status,
      ).toBe(200)
      expect(
        (await fetch(`${baseUrl()}/cms-api/private-uploads/${stored.signature}`, { headers: admin })).status,
      ).toBe(404)
      // The e-mailed copy (its PDF holds the signature) goes with it.
      expect((await staffFind('outbox', { subject: { contains: json.data.agreement_no } })).totalDocs).toBe(0)
    } finally {
      await staffUpdate('self-service-forms', form.id, { agreement_version: '2026-01' })
    }
  })

  it('refuses a picture too large to decode safely, a header with garbage behind it, a page that is not a form and a site code that is not one', async () => {
    const headers = await selfServiceHeaders()
    const path = '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi'
    const email = 'besar.sekali@contoh.co.id'
    const proof = await provePdpEmail(email)
    const huge = await sharp({ create: { width: 6_000, height: 5_000, channels: 3, background: '#ffffff' } })
      .png({ palette: true, colours: 2 })
      .toBuffer() // 30 megapixels
    expect(huge.length).toBeLessThan(5 * 1024 * 1024)
    const sign = (bytes: Uint8Array, change: Record<string, string> = {}) => {
      const form = agreement(new Uint8Array(bytes), proof)
      form.set('PDP_EMAIL', email)
      for (const [k, v] of Object.entries(change)) form.set(k, v)
      return call('POST', path, { form, headers })
    }
    expect((await sign(huge)).json.message).toBe('Tanda tangan harus berupa gambar PNG, JPEG atau WebP.')
    const garbage = new Uint8Array([...pngBytes.slice(0, 33), ...new Uint8Array(2000).fill(7)])
    const broken = await sign(garbage)
    expect([broken.status, broken.json.is_ok]).toEqual([200, false])
    expect(
      (await sign(pngBytes, { URL_API: 'javascript:alert(1)//https://evil.test/self-service/x' })).status,
    ).toBe(400)
    expect(
      (
        await call('POST', path, {
          form: agreement(pngBytes, proof),
          headers: { ...headers, 'x-site-code': '<script>x</script>' },
        })
      ).status,
    ).toBe(401)
    // None of those spent the proof or stored a file.
    expect((await sign(pngBytes)).json.is_ok).toBe(true)
    expect((await staffFind('pdp-agreements', { email: { equals: email } })).totalDocs).toBe(1)
  })

  it('stores simultaneous agreements side by side (their signature files never collide)', async () => {
    const headers = await selfServiceHeaders()
    const emails = Array.from({ length: 6 }, (_, i) => `serentak.${i}@contoh.co.id`)
    const forms = await Promise.all(
      emails.map(async (email) => {
        // Six codes at once share the outbox with the other files' mail: on a loaded CI machine the last of
        // them arrived after 15 s (twice); the test is about the agreements, not the mail's speed.
        const form = agreement(pngBytes, await provePdpEmail(email, 60_000))
        form.set('PDP_EMAIL', email)
        return form
      }),
    )
    const answers = await Promise.all(
      forms.map((form) =>
        call('POST', '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi', { form, headers }),
      ),
    )
    expect(answers.map((a) => [a.status, a.json.is_ok])).toEqual(emails.map(() => [200, true]))
    expect(new Set(answers.map((a) => a.json.data.agreement_no)).size).toBe(emails.length)
  })
})
