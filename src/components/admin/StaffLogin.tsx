import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { BrandLogo } from './Brand'
import { StaffLoginForm } from './StaffLoginForm'

/**
 * The back-office sign-in (replaces Payload's login view): e-mail, password and, when turned on, a one-time
 * code.
 */
export function StaffLogin({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const target = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(target)
  return (
    <>
      <div className="login__brand">
        <BrandLogo />
      </div>
      <StaffLoginForm redirect={target} />
    </>
  )
}
