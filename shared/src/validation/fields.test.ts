import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BadRequest, type Schema, validate } from './fields';

const schema: Schema = {
  name: { type: 'string', required: true, min: 2, max: 5, label: 'Name' },
  note: { type: 'string', multiline: true },
  code: { type: 'string', check: v.pipe(v.string(), v.regex(/^[A-Z]+$/, 'Codes are capital letters.')) },
  qty: { type: 'int', min: 1, max: 9, label: 'Quantity' },
  keep: { type: 'boolean' },
  tags: { type: 'array', max: 2 },
};

const problem = (body: unknown) => {
  try {
    validate(body, schema);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequest);
    return (error as Error).message;
  }
};

describe('request body validation (valibot)', () => {
  it('gives the declared fields only, cleaned and converted', () => {
    expect(validate({ name: 'Ann\u0007', note: 'a\r\nb', qty: '3', keep: '0', extra: 1, code: null }, schema)).toEqual({
      name: 'Ann',
      note: 'a\nb',
      qty: 3,
      keep: false,
    });
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
  });
});
