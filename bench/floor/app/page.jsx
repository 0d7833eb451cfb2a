import { connection } from 'next/server'

// One dynamic page: rendered for every request, a heading and a link.
export default async function Page() {
  await connection()
  return (
    <main>
      <h1>Floor</h1>
      {/* A plain link, as the floor has no client components. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/empty">Empty</a>
    </main>
  )
}
