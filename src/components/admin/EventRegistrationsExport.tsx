'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'

/** In an event's sidebar: download its registrations as CSV (the endpoint checks the staff session). */
export function EventRegistrationsExport() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ fontWeight: 600, marginBottom: 4 }}>Registrations</p>
      <Button
        el="anchor"
        url={`/cms-api/events/${id}/registrations.csv`}
        buttonStyle="secondary"
        size="small"
        margin={false}
      >
        Download CSV
      </Button>
    </div>
  )
}
