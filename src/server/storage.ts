import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'

import { privateDir } from '../lib/paths'

/**
 * Where uploads live. By default on this instance's disk, under DATA_DIR. With `S3_BUCKET` set, in any
 * S3-compatible store (AWS, R2, MinIO, SeaweedFS; `S3_ENDPOINT` for the ones that are not AWS), so every
 * instance serves every file.
 * One bucket, a prefix per collection; the bucket stays private: every file is served through the app's
 * `/cms-api/<collection>/file/…` with the collection's read access (private uploads: personal-data staff
 * only).
 */
export const s3Settings = () => {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return null
  const endpoint = process.env.S3_ENDPOINT || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  return {
    bucket,
    config: {
      endpoint,
      region: process.env.S3_REGION || 'us-east-1',
      // Self-hosted stores answer on one host, with the bucket in the path.
      forcePathStyle: Boolean(endpoint),
      credentials: accessKeyId
        ? { accessKeyId, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' }
        : undefined,
    },
  }
}

export const uploadPrefixes = {
  media: 'media',
  documents: 'documents',
  'private-uploads': 'private',
  'postal-code-imports': 'imports',
} as const

/**
 * Payload's S3 adapter, on when `S3_BUCKET` is set. Its fields (each file's prefix and object key) are in the
 * schema whether it is on or not, so one set of migrations serves both.
 */
export function uploadStorage() {
  const settings = s3Settings()
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
    collections: Object.fromEntries(
      Object.entries(uploadPrefixes).map(([slug, prefix]) => [slug, { prefix }]),
    ),
  })
}

let client: S3Client | null = null

/**
 * The bytes of a private upload (a signature, a claim photo), wherever it is stored; null when it is gone.
 */
export async function readPrivateUpload(filename: string): Promise<Buffer | null> {
  const settings = s3Settings()
  if (!settings) return fs.readFile(path.join(privateDir, filename)).catch(() => null)
  client ??= new S3Client(settings.config)
  try {
    const object = await client.send(
      new GetObjectCommand({
        Bucket: settings.bucket,
        Key: `${uploadPrefixes['private-uploads']}/${filename}`,
      }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch {
    return null
  }
}
