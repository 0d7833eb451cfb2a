'use client'

import { type RefObject, useEffect } from 'react'

/**
 * Closes a modal <dialog> when its backdrop is clicked. Keyboard users close it with Escape,
 * which <dialog> handles itself; this adds the pointer equivalent.
 */
export function useBackdropClose(dialog: RefObject<HTMLDialogElement | null>, close: () => void) {
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    const onClick = (event: MouseEvent) => {
      if (event.target === d) close()
    }
    d.addEventListener('click', onClick)
    return () => d.removeEventListener('click', onClick)
  })
}
