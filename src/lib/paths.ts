import path from 'node:path'

/** Everything the app writes lives under DATA_DIR (default ./data), never in public/. */
export const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR || 'data')
export const mediaDir = path.join(dataDir, 'media')
export const documentsDir = path.join(dataDir, 'documents')
export const privateDir = path.join(dataDir, 'private')
/** CSV imports received whole before they are read (src/server/integration/spool.ts); not backed up. */
export const spoolDir = path.join(dataDir, 'spool')
