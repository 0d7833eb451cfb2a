'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

type Summary = { created: number; updated: number; unchanged: number; refused: number; disabled: number }
type Result = {
  rows?: number
  summary?: Summary
  refused?: { line: number; sku: string | null; reason: string }[]
  error?: { message: string }
  errors?: { message: string }[]
}

const columns =
  'sku, name, category_code, brand_code, price, sale_price, sale_start, sale_end, description, dimensions, enabled'
const number = (n: number) => n.toLocaleString('id-ID')

/**
 * "Impor CSV" above the product list: a file from the ERP sent as it is to /cms-api/products/import, which
 * reads it as a stream (so its size is not limited by the browser or the server's memory), with what was
 * created, updated, left unchanged, refused (by line) and — for a full sync — disabled.
 */
export function ProductImport() {
  const router = useRouter()
  const ids = { file: useId(), full: useId() }
  const [file, setFile] = useState<File | null>(null)
  const [fullSync, setFullSync] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function upload(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return setProblem('Pilih berkas CSV dulu.')
    setBusy(true)
    setProblem(null)
    setResult(null)
    try {
      const response = await fetch(`/cms-api/products/import${fullSync ? '?full_sync=true' : ''}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv' },
        body: file,
      })
      const body = (await response.json()) as Result
      setResult(body)
      if (!response.ok)
        setProblem(body.error?.message ?? body.errors?.[0]?.message ?? `Gagal (${response.status}).`)
      router.refresh()
    } catch {
      setProblem(
        'Tidak tersambung ke server. Baris yang sudah terkirim tetap tersimpan; unggah lagi berkas yang sama.',
      )
    } finally {
      setBusy(false)
    }
  }

  const s = result?.summary
  return (
    <details style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Impor CSV produk</summary>
      <form
        onSubmit={upload}
        style={{ display: 'grid', gap: 'calc(var(--base) / 2)', marginTop: 'var(--base)' }}
      >
        <p className="field-description" style={{ margin: 0 }}>
          Baris pertama menamai kolom: {columns}. Produk dicocokkan dengan SKU; kolom yang tidak ada di berkas
          tidak diubah. Berkas yang sama boleh diunggah lagi: baris yang sudah sama tidak diubah.
        </p>
        <label htmlFor={ids.file} className="field-label">
          Berkas CSV
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <label htmlFor={ids.full} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <input
            id={ids.full}
            type="checkbox"
            checked={fullSync}
            onChange={(e) => setFullSync(e.target.checked)}
          />
          Sinkron penuh: nonaktifkan produk aktif yang tidak ada di berkas (tidak dihapus)
        </label>
        <div>
          <Button type="submit" buttonStyle="secondary" margin={false} disabled={busy}>
            {busy ? 'Mengimpor…' : 'Impor'}
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {s && (
          <p>
            {number(result?.rows ?? 0)} baris dibaca: {number(s.created)} dibuat, {number(s.updated)}{' '}
            diperbarui, {number(s.unchanged)} tidak berubah, {number(s.refused)} ditolak
            {fullSync ? `, ${number(s.disabled)} dinonaktifkan` : ''}.
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {!!result?.refused?.length && (
        <table
          style={{ width: '100%', fontSize: '0.875rem', textAlign: 'left', borderSpacing: '0.75rem 0.25rem' }}
        >
          <caption style={{ textAlign: 'left' }}>
            Baris yang ditolak
            {s && s.refused > result.refused.length ? ` (${number(result.refused.length)} pertama)` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Baris</th>
              <th scope="col">SKU</th>
              <th scope="col">Alasan</th>
            </tr>
          </thead>
          <tbody>
            {result.refused.map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td>{r.sku ?? '—'}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  )
}
