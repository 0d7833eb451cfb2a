'use client'

import { usePathname } from 'next/navigation'

import { BreadcrumbNav } from './BreadcrumbNav'
import { breadcrumbTrail } from '@/lib/breadcrumb'

/** The path's trail (hidden on home and on pages that draw their own). */
export function Breadcrumb({ origin }: { origin: string }) {
  return <BreadcrumbNav trail={breadcrumbTrail(usePathname())} origin={origin} />
}
