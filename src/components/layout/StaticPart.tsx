import type { ReactNode } from 'react'

import { StaticLinks } from './StaticLinks'
import { staticMarkup } from '@/lib/static-markup'

/**
 * Children that never change in the browser, printed once as static markup (`staticMarkup`) and left in
 * their parent's flex or grid (`display: contents`); their links navigate in the app (`StaticLinks`). Only
 * plain elements and plain function components: a client component inside throws.
 */
export function StaticPart({ children, prefetch = true }: { children: ReactNode; prefetch?: boolean }) {
  return <StaticLinks className="contents" prefetch={prefetch} html={staticMarkup(children)} />
}
