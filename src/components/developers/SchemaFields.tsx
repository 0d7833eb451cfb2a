import { inlineObjects, refName, type SchemaNode, typeParts } from '@/lib/json-schema-type'

/** A field's type, each shared schema it names linked to its entry in the Schemas section. */
function TypeText({ node }: { node: SchemaNode }) {
  return (
    <code className="text-xs">
      {typeParts(node).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={`#schema-${part.ref}`} className="font-semibold text-brand-700 underline">
            {part.ref}
          </a>
        ),
      )}
    </code>
  )
}

/**
 * The fields of an object schema as a list a person reads: name, type (shared schemas linked), optional, and
 * its description; inline objects nest beneath their field.
 */
export function SchemaFields({ schema }: { schema: SchemaNode }) {
  if (schema.$ref) {
    return (
      <p>
        <a
          href={`#schema-${refName(schema.$ref)}`}
          className="font-mono font-semibold text-brand-700 underline"
        >
          {refName(schema.$ref)}
        </a>
      </p>
    )
  }
  if (!schema.properties)
    return <p className="text-muted">{schema.description ?? <TypeText node={schema} />}</p>
  return (
    <ul className="space-y-1">
      {Object.entries(schema.properties).map(([name, node]) => {
        const nested = inlineObjects(node)
        return (
          <li key={name}>
            <span className="font-mono text-xs font-semibold">{name}</span>
            {schema.required?.includes(name) ? null : <span className="text-xs text-muted"> (optional)</span>}
            : <TypeText node={node} />
            {node.description && <span className="text-muted"> — {node.description}</span>}
            {nested.map((branch, i) => (
              <div key={i} className="mt-1 border-l-2 border-sand-200 pl-3">
                {nested.length > 1 && (
                  <p className="text-xs font-semibold text-muted">
                    One of {nested.length}, shape {i + 1}
                    {branch.description ? `: ${branch.description}` : ''}
                  </p>
                )}
                <SchemaFields schema={branch} />
              </div>
            ))}
          </li>
        )
      })}
    </ul>
  )
}
