/**
 * Builds Payload's Lexical rich-text value from plain paragraphs ("## " starts a heading, "- " a list item).
 */
type Node = Record<string, unknown>

const text = (value: string): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(lines: string[]) {
  const children: Node[] = []
  let list: Node[] | null = null
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list ??= []
      list.push(block('listitem', [text(line.slice(2))], { value: list.length + 1 }))
      continue
    }
    if (list) {
      children.push(block('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      list = null
    }
    if (line.startsWith('## ')) children.push(block('heading', [text(line.slice(3))], { tag: 'h2' }))
    else children.push(block('paragraph', [text(line)], { textFormat: 0, textStyle: '' }))
  }
  if (list) children.push(block('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
  return { root: block('root', children) } as {
    root: {
      type: string
      children: { type: string; version: number; [k: string]: unknown }[]
      direction: 'ltr'
      format: ''
      indent: number
      version: number
    }
  }
}
