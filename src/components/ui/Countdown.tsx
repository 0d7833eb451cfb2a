'use client'

import { useEffect, useState } from 'react'

import { formatDateTime } from '@/lib/format'
import { changesAt } from '@/lib/render-clock'

const dayMs = 86_400_000

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
 * Time left until `end`, ticking every second by the device's clock once the page runs. The HTML carries no
 * figures, only boxes of the same size, so a page kept for hours by the page cache never shows time left as
 * of its render: the boxes fill in as soon as the script runs. The end date and time show beside them, for a
 * reader without script or whose script is slow (`showEnd={false}` where the page already prints them);
 * without script the boxes are hidden. `serverNow`, the render's clock, decides only whether a day box is
 * drawn: the page is kept until the last day begins, when it goes.
 */
export function Countdown({
  end,
  serverNow,
  label,
  endedText = 'Sudah berakhir',
  showEnd = true,
}: {
  end: string
  serverNow: string
  label: string
  endedText?: string
  showEnd?: boolean
}) {
  const endMs = new Date(end).getTime()
  const days = endMs - new Date(serverNow).getTime() >= dayMs
  if (days) changesAt(endMs - dayMs)
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setLeft(endMs - Date.now())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [endMs])
  if (left !== null && left <= 0) return <p className="font-semibold">{endedText}</p>
  const figures = left === null ? null : parts(left)
  const box = 'inline-flex min-w-11 flex-col items-center rounded-lg bg-ink px-2 py-1 text-white tabular-nums'
  const figure = (n: number | undefined, pad = true) => (n === undefined ? '--' : pad ? two(n) : String(n))
  return (
    <div>
      {figures && (
        <p className="sr-only">
          {label}: {figures.d} hari {figures.h} jam {figures.m} menit
        </p>
      )}
      {showEnd && <p className="mb-1 text-sm font-semibold">Berakhir {formatDateTime(end)}</p>}
      <div aria-hidden="true" className="flex items-center gap-1.5 text-sm noscript:hidden">
        {(figures ? figures.d > 0 : days) && (
          <span className={box}>
            <b className="text-lg leading-tight">{figure(figures?.d, false)}</b>
            <span className="text-[10px]">hari</span>
          </span>
        )}
        <span className={box}>
          <b className="text-lg leading-tight">{figure(figures?.h)}</b>
          <span className="text-[10px]">jam</span>
        </span>
        <span className={box}>
          <b className="text-lg leading-tight">{figure(figures?.m)}</b>
          <span className="text-[10px]">menit</span>
        </span>
        <span className={box}>
          <b className="text-lg leading-tight">{figure(figures?.s)}</b>
          <span className="text-[10px]">detik</span>
        </span>
      </div>
    </div>
  )
}
