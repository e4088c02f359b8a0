import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BadRequest, field, objectField, parseRequest, requestBody } from './fields';

const schema = requestBody({
  name: field({ type: 'string', required: true, min: 2, max: 5, label: 'Name' }),
  note: field({ type: 'string', multiline: true, label: 'note' }),
  code: field({
    type: 'string',
    check: v.pipe(v.string(), v.regex(/^[A-Z]+$/, 'Codes are capital letters.')),
    label: 'code',
  }),
  qty: field({ type: 'int', min: 1, max: 9, label: 'Quantity' }),
  keep: field({ type: 'boolean', label: 'keep' }),
  tags: field({ type: 'array', max: 2, label: 'tags' }),
  size: field({ type: 'string', oneOf: ['S', 'M'], label: 'size', default: 'M' }),
  card: objectField({ label: 'card' }, { brand: field({ type: 'string', max: 10, label: 'card brand', default: '' }) }),
});

const problem = (body: unknown) => {
  try {
    parseRequest(schema, body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequest);
    return (error as Error).message;
  }
};

describe('request body validation (valibot)', () => {
  it('gives the declared fields only, cleaned and converted; absent ones as their default', () => {
    expect(
      parseRequest(schema, { name: 'Ann\u0007', note: 'a\r\nb', qty: '3', keep: '0', extra: 1, code: null }),
    ).toEqual({
      name: 'Ann',
      note: 'a\nb',
      code: undefined,
      qty: 3,
      keep: false,
      tags: undefined,
      size: 'M',
      card: null,
    });
    expect(parseRequest(schema, { name: 'Ann', card: {} }).card).toEqual({ brand: '' });
  });

  it('reports the first problem in the declared order with its own message', () => {
    expect(problem([])).toBe('The request body must be a JSON object.');
    expect(problem({ qty: 0 })).toBe('Name is required.');
    expect(problem({ name: '   ' })).toBe('Name is required.');
    expect(problem({ name: 'A' })).toBe('Name must be at least 2 characters.');
    expect(problem({ name: '😀😀😀😀😀' })).toBeNull();
    expect(problem({ name: 'Annabel' })).toBe('Name must be at most 5 characters.');
    expect(problem({ name: true })).toBe('Name must be text.');
    expect(problem({ name: 'Ann', code: 'abc' })).toBe('Codes are capital letters.');
    expect(problem({ name: 'Ann', qty: 'two' })).toBe('Quantity must be a number.');
    expect(problem({ name: 'Ann', qty: 1.5 })).toBe('Quantity must be a whole number.');
    expect(problem({ name: 'Ann', qty: 10 })).toBe('Quantity must be at most 9.');
    expect(problem({ name: 'Ann', keep: 'yes' })).toBe('keep must be true or false.');
    expect(problem({ name: 'Ann', tags: [1, 2, 3] })).toBe('tags may hold at most 2 entries.');
    expect(problem({ name: 'Ann', size: 'XL' })).toBe('size must be one of: S, M.');
    expect(problem({ name: 'Ann', card: [] })).toBe('card must be an object.');
    expect(problem({ name: 'Ann', card: { brand: 'x'.repeat(11) } })).toBe('card brand must be at most 10 characters.');
  });
});
