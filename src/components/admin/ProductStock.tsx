'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Level = {
  id: number
  store: { name: string; code: string } | number
  level: number
  on_display: boolean | null
  counted_at: string
}

const cell = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

/**
 * In a product's edit view: its stock per store, as the POS and ERP reported it (read only: the feed owns
 * it). Fetched when the view opens, rather than a join field, which Payload would add to every read of every
 * product on the site.
 */
export function ProductStock() {
  const { id } = useDocumentInfo()
  const [levels, setLevels] = useState<Level[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!id) return
    const query = new URLSearchParams({
      'where[product][equals]': String(id),
      depth: '1',
      limit: '200',
      sort: 'store',
    })
    fetch(`/cms-api/stock-levels?${query}`, { credentials: 'include' })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: { docs: Level[] }) => setLevels(body.docs))
      .catch(() => setFailed(true))
  }, [id])
  if (!id) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ fontWeight: 600, marginBottom: 4 }}>Stock per store</p>
      <p style={{ color: 'var(--theme-elevation-500)', marginBottom: 8 }}>
        From the stores&apos; POS through the integration API (read only here). Shoppers see in stock, few
        left or out, never the number.
      </p>
      {failed ? (
        <p role="alert">The stock could not be loaded; reload the page.</p>
      ) : levels === null ? (
        <p>Loading…</p>
      ) : levels.length === 0 ? (
        <p>No store has reported stock of this product yet.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={cell}>Store</th>
              <th style={cell}>Level</th>
              <th style={cell}>On display</th>
              <th style={cell}>Counted at</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.id}>
                <td style={cell}>
                  {typeof l.store === 'object' ? `${l.store.name} (${l.store.code})` : l.store}
                </td>
                <td style={cell}>{l.level}</td>
                <td style={cell}>{l.on_display ? 'Yes' : 'No'}</td>
                <td style={cell}>
                  {new Date(l.counted_at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
