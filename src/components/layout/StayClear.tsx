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

/**
 * Whether a control or a line of text of the page lies where `el` stands when shown: sampled every 12 px over
 * its untransformed box (a fixed element's offset box is in viewport coordinates), looking past `el` itself.
 */
function coversContent(el: HTMLElement): boolean {
  const box = new DOMRect(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight)
  for (let y = box.top + 2; y < box.bottom; y += 12)
    for (let x = box.left + 2; x < box.right; x += 12) {
      const under = document.elementsFromPoint(x, y).find((e) => !el.contains(e))
      if (under && under !== document.documentElement && under !== document.body)
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
export function StayClear({ className, children }: { className: string; children: ReactNode }) {
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
    return () => {
      cancelAnimationFrame(frame)
      for (const type of ['scroll', 'resize', 'focusin', 'focusout', 'toggle'])
        window.removeEventListener(type, schedule, options)
      observer.disconnect()
    }
  }, [])
  return (
    <div ref={ref} className={`stay-clear ${className}`}>
      {children}
    </div>
  )
}
