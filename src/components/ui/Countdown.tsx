'use client'

import { useEffect, useState } from 'react'

import { changesAt } from '@/lib/render-clock'

/** How long a page may show a countdown's figures as of its render (without script, they do not tick). */
const shownForMs = 30_000

const parts = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  return {
    d: Math.floor(s / 86400),
    h: Math.floor((s % 86400) / 3600),
    m: Math.floor((s % 3600) / 60),
    s: s % 60,
  }
}
const two = (n: number) => String(n).padStart(2, '0')

/**
 * Time left until `end`, ticking every second. The first paint shows the figures as of the
 * render (`serverNow`), so nothing shifts; from then on the device's clock counts, since a
 * page may have been rendered a little earlier than it is shown.
 */
export function Countdown({
  end,
  serverNow,
  label,
  endedText = 'Sudah berakhir',
}: {
  end: string
  serverNow: string
  label: string
  endedText?: string
}) {
  // Its first figures are as of the render: a page showing it is kept half a minute at most (the page cache
  // in front of Next; nothing in the browser).
  changesAt(new Date(serverNow).getTime() + shownForMs)
  const [left, setLeft] = useState(() => new Date(end).getTime() - new Date(serverNow).getTime())
  useEffect(() => {
    const tick = () => setLeft(new Date(end).getTime() - Date.now())
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [end])
  if (left <= 0) return <p className="font-semibold">{endedText}</p>
  const { d, h, m, s } = parts(left)
  const box = 'inline-flex min-w-11 flex-col items-center rounded-lg bg-ink px-2 py-1 text-white tabular-nums'
  return (
    <div>
      <p className="sr-only">
        {label}: {d} hari {h} jam {m} menit
      </p>
      <div aria-hidden="true" className="flex items-center gap-1.5 text-sm">
        {d > 0 && (
          <span className={box}>
            <b className="text-lg leading-tight">{d}</b>
            <span className="text-[10px]">hari</span>
          </span>
        )}
        <span className={box}>
          <b className="text-lg leading-tight">{two(h)}</b>
          <span className="text-[10px]">jam</span>
        </span>
        <span className={box}>
          <b className="text-lg leading-tight">{two(m)}</b>
          <span className="text-[10px]">menit</span>
        </span>
        <span className={box}>
          <b className="text-lg leading-tight">{two(s)}</b>
          <span className="text-[10px]">detik</span>
        </span>
      </div>
    </div>
  )
}
