'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/** What a person taps: a tap on the page's own control must never land on a floating part. */
const control =
  'a[href],button,input,select,textarea,label,summary,[role="button"],[role="link"],[tabindex]:not([tabindex="-1"])'
const field =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]),select,textarea'

/** Whether one of `el`'s own lines of text has a glyph box inside `box`. */
function textIn(el: Element, box: DOMRect): boolean {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects())
      if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom) return true
  }
  return false
}

/** Points every 16 px from `from` to `to`, the last 2 px inside `to`, so nothing is missed at the edge. */
function samples(from: number, to: number): number[] {
  const points: number[] = []
  for (let p = from + 2; p < to - 2; p += 16) points.push(p)
  return [...points, to - 2]
}

/**
 * Whether a control or a line of text of the page lies where `el` stands when shown: sampled every 16 px over
 * its untransformed box (a fixed element's offset box is in viewport coordinates), looking past `el` itself.
 * 16 px is less than the smallest target (24 px) and a line of text, so neither fits between two samples;
 * each element found is judged once per look (a badge and a chat button: about 30 hit tests a frame).
 */
function coversContent(el: HTMLElement): boolean {
  const box = new DOMRect(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight)
  const judged = new Set<Element>()
  for (const y of samples(box.top, box.bottom))
    for (const x of samples(box.left, box.right)) {
      const under = document.elementsFromPoint(x, y).find((e) => !el.contains(e))
      if (!under || judged.has(under) || under === document.documentElement || under === document.body)
        continue
      judged.add(under)
      if (under.closest(control) || textIn(under, box)) return true
    }
  return false
}

/**
 * A floating part of the shell (the chat and sale badge, the store page's list/map switch) that steps aside
 * (`data-aside`, hidden by CSS) while anything a person taps or reads is under it, and while a form field has
 * focus (the on-screen keyboard): checked as the page scrolls, resizes and changes. Without JavaScript it
 * stays where it is.
 */
export function StayClear({
  className,
  lang,
  children,
}: {
  className: string
  lang?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let frame = 0
    const check = () => {
      frame = 0
      const typing = document.activeElement?.matches(field) ?? false
      const aside = typing || coversContent(el)
      if (aside !== el.hasAttribute('data-aside')) el.toggleAttribute('data-aside', aside)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    const options = { passive: true, capture: true } as const
    for (const type of ['scroll', 'resize', 'focusin', 'focusout', 'toggle'])
      window.addEventListener(type, schedule, options)
    // Content that moves without a scroll (a filter, a tab, late images) is seen within a frame or two.
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    // A fixed layer (the toasts) changes no size of the page when something shows in it: watched itself.
    for (const layer of document.querySelectorAll('[data-floating-layer]')) observer.observe(layer)
    return () => {
      cancelAnimationFrame(frame)
      for (const type of ['scroll', 'resize', 'focusin', 'focusout', 'toggle'])
        window.removeEventListener(type, schedule, options)
      observer.disconnect()
    }
  }, [])
  return (
    <div ref={ref} lang={lang} className={`stay-clear ${className}`}>
      {children}
    </div>
  )
}
