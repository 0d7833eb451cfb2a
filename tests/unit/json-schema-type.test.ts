import { describe, expect, it } from 'vitest'

import { describeType, inlineObjects, typeParts } from '@/lib/json-schema-type'

describe('describeType', () => {
  it('reads plain, nullable, constant and enumerated types', () => {
    expect(describeType({ type: 'string' })).toBe('string')
    expect(describeType({ type: ['string', 'null'] })).toBe('string | null')
    expect(describeType({ const: 'Bearer' })).toBe('"Bearer"')
    expect(describeType({ type: 'string', enum: ['open', 'full'] })).toBe('"open" | "full"')
  })

  it('names shared schemas, in unions and arrays, and brackets a union of items', () => {
    expect(describeType({ anyOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] })).toBe(
      'Image | null',
    )
    expect(describeType({ type: 'array', items: { $ref: '#/components/schemas/Product' } })).toBe('Product[]')
    expect(describeType({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe(
      '(string | null)[]',
    )
    expect(typeParts({ anyOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }] })).toEqual([
      { ref: 'Image' },
      ' | ',
      'null',
    ])
  })

  it('calls an inline object an object, and finds its fields in itself, its items or a nullable branch', () => {
    const fields = { type: 'object', properties: { city: { type: 'string' } } }
    expect(describeType(fields)).toBe('object')
    expect(inlineObjects(fields)).toEqual([fields])
    expect(inlineObjects({ type: 'array', items: fields })).toEqual([fields])
    expect(inlineObjects({ anyOf: [fields, { type: 'null' }] })).toEqual([fields])
    expect(inlineObjects({ type: 'string' })).toEqual([])
    expect(inlineObjects({ type: 'array', items: { $ref: '#/components/schemas/Image' } })).toEqual([])
  })

  it('lists every branch of a union of inline objects, as the full and the masked warranty owner', () => {
    const full = { type: 'object', properties: { name: { type: 'string' }, address: { type: 'string' } } }
    const masked = { type: 'object', description: 'Masked', properties: { name: { type: 'string' } } }
    expect(describeType({ anyOf: [full, masked] })).toBe('object | object')
    expect(inlineObjects({ anyOf: [full, masked] })).toEqual([full, masked])
    expect(inlineObjects({ oneOf: [full, { type: 'array', items: masked }] })).toEqual([full, masked])
  })
})
