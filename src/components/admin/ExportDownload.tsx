'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** The download link of a data-subject export request (built when clicked; the download is logged). */
export function ExportDownload() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <a
        className="btn btn--style-primary btn--size-medium"
        href={`/cms-api/data-subject-requests/${id}/export.json`}
        download
      >
        Unduh ekspor (JSON)
      </a>
      <p className="field-description">
        Berisi semua data yang disimpan untuk alamat ini, termasuk gambar tanda tangan dan foto klaim.
        Kirimkan hanya ke pemilik data; setiap unduhan dicatat.
      </p>
    </div>
  )
}
