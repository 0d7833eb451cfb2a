import { describe, expect, it } from 'vitest'

import { describeType, inlineObject, typeParts } from '@/lib/json-schema-type'

describe('describeType', () => {
  it('reads plain, nullable, constant and enumerated types', () => {
    expect(describeType({ type: 'string' })).toBe('string')
    expect(describeType({ type: ['string', 'null'] })).toBe('string | null')
    expect(describeType({ const: 'Bearer' })).toBe('"Bearer"')
    expect(describeType({ type: 'string', enum: ['open', 'full'] })).toBe('"open" | "full"')
  })

  it('names shared schemas, in unions and arrays, and brackets a union of items', () => {
    expect(describeType({ anyOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] })).toBe('Image | null')
    expect(describeType({ type: 'array', items: { $ref: '#/components/schemas/Product' } })).toBe('Product[]')
    expect(describeType({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe('(string | null)[]')
    expect(typeParts({ anyOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] })).toEqual([{ ref: 'Image' }, ' | ', 'null'])
  })

  it('calls an inline object an object, and finds its fields in itself, its items or a nullable branch', () => {
    const fields = { type: 'object', properties: { city: { type: 'string' } } }
    expect(describeType(fields)).toBe('object')
    expect(inlineObject(fields)).toBe(fields)
    expect(inlineObject({ type: 'array', items: fields })).toBe(fields)
    expect(inlineObject({ anyOf: [fields, { type: 'null' }] })).toBe(fields)
    expect(inlineObject({ type: 'string' })).toBeNull()
  })
})
