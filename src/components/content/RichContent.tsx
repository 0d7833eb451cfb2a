import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Rich text written in the back-office, with the site's typography. */
export function RichContent({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return (
    <div className={`rich-text max-w-none ${className}`}>
      <RichText data={data as SerializedEditorState} />
    </div>
  )
}
