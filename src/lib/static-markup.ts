import type { ReactNode } from 'react'
import { preload } from 'react-dom'

import { madeOnce } from './made-once'

/**
 * HTML of a tree that never changes in the browser: host elements and plain function components, no client
 * component, hook, context or async component. A page prints it with `dangerouslySetInnerHTML`, so React
 * serialises it as one string instead of element by element three times over (the flight data, its reading
 * for the HTML, the HTML), and hydration skips it. Measured: CPU per uncached page 13–26 % lower with the
 * shell, cards, grids and filters printed so (docs/performance.md, "Static markup"). React's own
 * `renderToStaticMarkup` is not available to server components (Next.js replaces it with an error there);
 * this writes what React writes (a unit test compares the two on the site's static parts) and throws on what
 * only React in the browser could give meaning to (an event handler, a client component, a hook, an async
 * component).
 */
export function staticMarkup(n: ReactNode): string {
  return printed(made(n))
}

/**
 * `staticMarkup` of a part made only from `source`, a frozen cached answer, and what `part` names: written
 * once per answer (`madeOnce`), not once per request. The caller names in `part` every other input the
 * markup reads (a minute, a year); the tree must read nothing else of the request.
 */
export function staticMarkupOnce(source: object, part: string, n: ReactNode): string {
  return printed(madeOnce(source, part, () => made(n)))
}

type Made = { html: string; preloads: Parameters<typeof preload>[] }

function made(n: ReactNode): Made {
  const out: Made = { html: '', preloads: [] }
  write(n, out)
  return out
}

/** The markup, its high-priority pictures asked for in this document's head (as React does). */
function printed({ html, preloads }: Made): string {
  for (const args of preloads) preload(...args)
  return html
}

/**
 * Appends `n`'s HTML to `out.html`: one string grown in order (flattened once, when React measures it), not a
 * string per element joined into its parent's, which copied each level's text again (docs/performance.md,
 * "Static markup").
 */
function write(n: ReactNode, out: Made): void {
  if (n === null || n === undefined || typeof n === 'boolean') return
  if (typeof n === 'string') {
    out.html += escapeHtml(n)
    return
  }
  if (typeof n === 'number' || typeof n === 'bigint') {
    out.html += String(n)
    return
  }
  if (Array.isArray(n)) {
    for (const child of n) write(child as ReactNode, out)
    return
  }
  if (typeof n !== 'object') throw new Error(`staticMarkup: cannot write a ${typeof n}`)
  if (!isElement(n)) throw new Error('staticMarkup: only elements, text and arrays (no promise or iterable)')
  const { type, props } = n as { type: unknown; props: Record<string, unknown> }
  if (type === fragment) return write(props.children as ReactNode, out)
  if (typeof type === 'string') return hostElement(type, props, out)
  if (typeof type === 'function' && !isClientReference(type) && !type.prototype?.isReactComponent) {
    const result = (type as (p: unknown) => unknown)(props)
    if (result && typeof (result as PromiseLike<unknown>).then === 'function')
      throw new Error(`staticMarkup: ${type.name || 'a component'} is async`)
    return write(result as ReactNode, out)
  }
  throw new Error(`staticMarkup: ${describe(type)} is not a plain function component or element`)
}

const fragment = Symbol.for('react.fragment')
const elementTypes = new Set([Symbol.for('react.transitional.element'), Symbol.for('react.element')])
const isElement = (n: object) => elementTypes.has((n as { $$typeof?: symbol }).$$typeof as symbol)
const isClientReference = (t: unknown) =>
  (t as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference')
const describe = (t: unknown) =>
  typeof t === 'function' ? t.name || 'a component' : String((t as { $$typeof?: symbol })?.$$typeof ?? t)

const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** The props React renames; it writes every other prop's name as given (HTML ignores case). */
const renamed: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  xlinkHref: 'xlink:href',
}
/** SVG presentation attributes React writes in kebab case (strokeWidth → stroke-width). */
const svgKebab =
  /^(stroke|fill|font|letter|text|dominant|clip|stop|color|flood|lighting|marker|shape|word|writing|alignment|vector)[A-Z]/
/** Attributes whose `false` is written out, as React does, instead of leaving the attribute off. */
const enumerated = new Set(['spellCheck', 'contentEditable', 'draggable', 'focusable'])
/** URL props whose `javascript:` value React replaces with one that only throws: so does this. */
const urlProps = new Set(['href', 'src', 'action', 'formAction', 'xlinkHref'])
const javascriptUrl =
  // React's own test: leading control characters and spaces are ignored, as browsers do.
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i
const blockedUrl =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')"
const skipped = new Set(['children', 'key', 'suppressHydrationWarning', 'suppressContentEditableWarning'])

/** A prop's attribute name, and whether its `true`/`false` is written out: worked out once per name. */
const attributes = new Map<string, { name: string; spelled: boolean }>()
function attributeOf(prop: string) {
  let attribute = attributes.get(prop)
  if (!attribute) {
    const name =
      renamed[prop] ?? (svgKebab.test(prop) ? prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : prop)
    const spelled = name.startsWith('aria-') || name.startsWith('data-') || enumerated.has(prop)
    attribute = { name, spelled }
    // Prop names come from the code, not from content: the map stays small.
    attributes.set(prop, attribute)
  }
  return attribute
}

function styleText(style: unknown): string {
  if (typeof style !== 'object' || style === null) throw new Error('staticMarkup: style must be an object')
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'boolean')
    .map(([k, v]) => {
      if (typeof v === 'number' && v !== 0) throw new Error(`staticMarkup: give ${k} with its unit`)
      const property = k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      return `${property}:${v}`
    })
    .join(';')
}

function hostElement(tag: string, props: Record<string, unknown>, out: Made): void {
  if (tag === 'script') throw new Error("staticMarkup: a script needs the request's nonce")
  // React asks for a high-priority picture in the document's head, ahead of the markup: so does this.
  if (tag === 'img' && props.fetchPriority === 'high' && typeof props.src === 'string')
    out.preloads.push([
      props.src,
      {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: props.srcSet as string | undefined,
        imageSizes: props.sizes as string | undefined,
      },
    ])
  let open = `<${tag}`
  for (const name in props) {
    if (skipped.has(name)) continue
    const value = props[name]
    if (name === 'ref' && value == null) continue
    if (name === 'dangerouslySetInnerHTML' || name === 'ref' || typeof value === 'function')
      throw new Error(`staticMarkup: ${name} on <${tag}> needs React in the browser`)
    if (value === null || value === undefined) continue
    if (typeof value === 'object' && name !== 'style') throw new Error(`staticMarkup: ${name} is an object`)
    const attr = attributeOf(name)
    if (value === false && !attr.spelled) continue
    const text =
      name === 'style'
        ? styleText(value)
        : value === true && !attr.spelled
          ? ''
          : urlProps.has(name) && javascriptUrl.test(String(value))
            ? blockedUrl
            : String(value as string | number)
    open += ` ${attr.name}="${escapeHtml(text)}"`
  }
  if (voidTags.has(tag)) {
    out.html += `${open}/>`
    return
  }
  out.html += `${open}>`
  write(props.children as ReactNode, out)
  out.html += `</${tag}>`
}

/** What React's server renderer escapes in text and attribute values. */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: a test that allocates nothing first.
  return needsEscape.test(text) ? text.replace(/[&<>"']/g, (c) => escapes[c] ?? c) : text
}
const needsEscape = /[&<>"']/
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}
