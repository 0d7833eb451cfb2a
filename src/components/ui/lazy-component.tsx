'use client'

import { type ComponentType, createElement, useEffect, useState } from 'react'

type Lazy<P> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A component whose code loads when it is first drawn (a menu opened, a toast raised), not with every page;
 * it draws nothing until then. Unlike React.lazy, a failed load (offline) never reaches an error boundary: it
 * is tried again when the browser is back online. `preload()` fetches the code ahead of need.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): Lazy<P> {
  let loaded: ComponentType<P> | null = null
  const preload = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  function LazyComponent(props: P) {
    const [component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (component) return
      let live = true
      const attempt = () => {
        preload().then(
          (c) => live && setComponent(() => c),
          () => live && window.addEventListener('online', attempt, { once: true }),
        )
      }
      attempt()
      return () => {
        live = false
        window.removeEventListener('online', attempt)
      }
    }, [component])
    return component ? createElement(component, props) : null
  }
  return Object.assign(LazyComponent, { preload })
}
