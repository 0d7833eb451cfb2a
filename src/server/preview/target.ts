/** A path of this site to open in preview: `/…`, not `//host` or `/\host` (open redirects), ≤ 500 long. */
export function previewTarget(path: string | null): string | null {
  if (!path || path.length > 500 || !path.startsWith('/') || /^\/[\\/]/.test(path)) return null
  if (/[\u0000-\u001f\\]/.test(path)) return null
  return path
}
