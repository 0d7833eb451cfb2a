'use client'

import { useEffect, useRef } from 'react'

/** Announces each new step of a stepped form by moving focus to its heading (not on the first paint). */
export function useStepHeading(step: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])
  return heading
}
