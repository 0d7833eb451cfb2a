import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Endpoint,
  ValidationError,
} from 'payload'

import { canSeePersonalData, isAdmin, isAdminUser, isPersonalDataStaff } from './access'
import { recordAudit } from '../server/privacy/audit'
import { countsOf, eraseFor, exportFor, holdingsFor } from '../server/privacy/subject'

const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/** Carries the request out as it is stored: erase now, or count what the export holds. */
const carryOut: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // Checked here, not only by the field: collection hooks run before field validation, and erasure cannot
  // wait.
  if (data.action === 'erase' && data.confirm_erase !== true)
    throw new ValidationError({
      errors: [{ path: 'confirm_erase', message: 'Centang untuk menegaskan penghapusan.' }],
    })
  const email = String(data.email ?? '')
    .trim()
    .toLowerCase()
  data.email = email
  data.requested_by = req.user?.id ?? null
  const counts =
    data.action === 'erase' ? await eraseFor(req, email) : countsOf(await holdingsFor(req, email))
  data.result =
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k}: ${n}`)
      .join('\n') || 'Tidak ada data untuk alamat ini.'
  data.completed_at = new Date().toISOString()
  return data
}

const auditRequest: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.action === 'erase')
    await recordAudit(req, {
      collection: 'data-subject-requests',
      ids: [doc.id],
      operation: 'erase',
      note: doc.email,
    })
  return doc
}

/**
 * GET /cms-api/data-subject-requests/:id/export.json — the export of an export request, built when
 * downloaded.
 */
const exportEndpoint: Endpoint = {
  path: '/:id/export.json',
  method: 'get',
  handler: async (req) => {
    if (!canSeePersonalData(req.user)) return forbidden()
    const request = await req.payload.findByID({
      collection: 'data-subject-requests',
      id: Number(req.routeParams?.id),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!request || request.action !== 'export')
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const body = await exportFor(req, request.email)
    await recordAudit(req, {
      collection: 'data-subject-requests',
      ids: [request.id],
      operation: 'export',
      note: request.email,
    })
    return new Response(JSON.stringify(body, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="data-pribadi-${request.id}.json"`,
        'cache-control': 'private, no-store',
      },
    })
  },
}

/**
 * POST /cms-api/data-subject-requests/retention — queues the retention job and runs it now (administrators).
 */
const retentionEndpoint: Endpoint = {
  path: '/retention',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user)) return forbidden()
    const job = await req.payload.jobs.queue({
      task: 'erase-expired-personal-data',
      queue: 'privacy',
      input: {},
    })
    await req.payload.jobs.runByID({ id: job.id })
    const left = await req.payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
      depth: 0,
    })
    return Response.json({
      job: job.id,
      completed: left.totalDocs === 0 || Boolean(left.docs[0]?.completedAt),
      error: left.docs[0]?.error ?? null,
    })
  },
}

export const DataSubjectRequests: CollectionConfig = {
  slug: 'data-subject-requests',
  labels: { singular: 'Permintaan data pribadi', plural: 'Permintaan data pribadi' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'email',
    defaultColumns: ['email', 'action', 'completed_at', 'requested_by'],
    description:
      'Permintaan pemilik data (UU PDP): ekspor menyiapkan berkas JSON berisi semua data yang disimpan untuk alamat e-mail itu; hapus menghapus atau menganonimkan semuanya, termasuk tanda tangan dan foto. Pastikan identitas peminta sudah diperiksa.',
  },
  access: { read: isPersonalDataStaff, create: isPersonalDataStaff, update: () => false, delete: isAdmin },
  endpoints: [exportEndpoint, retentionEndpoint],
  hooks: { beforeChange: [carryOut], afterChange: [auditRequest] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: 'E-mail',
      admin: { description: 'Alamat e-mail pemilik data.' },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      defaultValue: 'export',
      label: 'Tindakan',
      options: [
        { label: 'Ekspor (salinan data)', value: 'export' },
        { label: 'Hapus (penghapusan data)', value: 'erase' },
      ],
    },
    {
      name: 'confirm_erase',
      type: 'checkbox',
      label: 'Saya mengerti bahwa penghapusan tidak dapat dibatalkan',
      admin: { condition: (data) => data?.action === 'erase' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.action !== 'erase' || value === true || 'Centang untuk menegaskan penghapusan.',
    },
    {
      name: 'reference',
      type: 'text',
      label: 'Rujukan',
      admin: { description: 'Rujukan permintaan, mis. nomor pesan Hubungi Kami.' },
    },
    {
      name: 'download',
      type: 'ui',
      admin: {
        condition: (data) => data?.action === 'export' && Boolean(data?.id),
        components: { Field: '/components/admin/ExportDownload#ExportDownload' },
      },
    },
    // Filled in when the request is carried out; not shown on the empty form.
    {
      name: 'result',
      type: 'textarea',
      label: 'Hasil',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.id),
        description: 'Jumlah catatan per koleksi yang ditemukan (ekspor) atau dihapus/dianonimkan (hapus).',
      },
    },
    {
      name: 'completed_at',
      type: 'date',
      label: 'Selesai',
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.id),
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    {
      name: 'requested_by',
      type: 'relationship',
      relationTo: 'users',
      label: 'Diminta oleh',
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.id) },
    },
  ],
}
