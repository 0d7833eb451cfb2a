/* Payload's admin shell, wired as its Next.js template prescribes. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { serverFunctionRefusal } from '@/server/staff/publish-rights'

import { importMap } from './admin/importMap.js'
import './custom.css'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Scheduling is a publisher's decision (src/server/staff/publish-rights.ts).
  const refusal = await serverFunctionRefusal(args.name)
  if (refusal) throw new Error(refusal)
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
