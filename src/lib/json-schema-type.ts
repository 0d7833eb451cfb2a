/** A JSON Schema node as the contract's OpenAPI document writes them (draft 2020-12, from zod). */
export type SchemaNode = {
  $ref?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  items?: SchemaNode
  properties?: Record<string, SchemaNode>
  required?: string[]
  description?: string
}

/** The name of a shared schema a `$ref` points at (`#/components/schemas/Banner` → `Banner`). */
export const refName = (ref: string) => ref.split('/').pop()!

/** A type as text, with the shared schemas it names kept apart so a page can link them. */
export type TypePart = string | { ref: string }

/**
 * A field's type in the words a developer reads on /developers: `string`, `integer | null`, `Image[]`,
 * `"open" | "full"`, `object` for an inline object (listed beneath it).
 */
export function typeParts(node: SchemaNode): TypePart[] {
  if (node.$ref) return [{ ref: refName(node.$ref) }]
  const join = (nodes: SchemaNode[]) => nodes.flatMap((n, i) => (i ? [' | ', ...typeParts(n)] : typeParts(n)))
  const union = node.anyOf ?? node.oneOf
  if (union) return join(union)
  if (node.const !== undefined) return [JSON.stringify(node.const)]
  if (node.enum) return [node.enum.map((value) => JSON.stringify(value)).join(' | ')]
  if (Array.isArray(node.type)) return [node.type.join(' | ')]
  if (node.type === 'array') {
    const item = node.items ? typeParts(node.items) : ['unknown']
    return item.some((part) => typeof part === 'string' && part.includes(' | '))
      ? ['(', ...item, ')[]']
      : [...item, '[]']
  }
  return [node.type ?? 'any']
}

export const describeType = (node: SchemaNode) =>
  typeParts(node)
    .map((part) => (typeof part === 'string' ? part : part.ref))
    .join('')

/**
 * The inline objects a field holds (itself, the items of an array of them, or each branch of a union), whose
 * fields are listed beneath it: a union of two objects (the warranty owner, full or masked) lists both.
 */
export function inlineObjects(node: SchemaNode): SchemaNode[] {
  const branches = node.anyOf ?? node.oneOf ?? [node]
  return branches
    .map((n) => (n.properties ? n : n.items?.properties ? n.items : null))
    .filter((n): n is SchemaNode => n !== null)
}
