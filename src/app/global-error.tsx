'use client'

/**
 * When even the error view fails (spec, "Error views"). Plain markup: the site's styles may be what broke.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
          textAlign: 'center',
          padding: '1rem',
        }}
      >
        <title>Error | Rumah Loka</title>
        <main>
          <h1 style={{ fontSize: '1.5rem' }}>An error occurred while showing the error page</h1>
          {/* A full page load, not client navigation: the app's own state is what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            style={{
              display: 'inline-block',
              marginTop: '1rem',
              padding: '0.75rem 1.25rem',
              background: '#2f5439',
              color: '#fff',
              borderRadius: 999,
              fontWeight: 600,
            }}
          >
            Go back to home
          </a>
        </main>
      </body>
    </html>
  )
}
