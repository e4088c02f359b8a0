import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatPostRequest, ContactRequest, IncidentRequest } from './requests';

const problem = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? null : result.issues[0].message;
};

describe('request schemas (the provider checks each body with one)', () => {
  it('gives the declared fields, cleaned, and leaves out the rest', () => {
    expect(
      v.parse(ContactRequest, {
        name: 'Ann\u0007 Lee',
        email: 'ann@example.co.uk',
        subject: 'Tickets',
        message: 'Line one\r\nline two',
        extra: 'dropped',
      }),
    ).toEqual({ name: 'Ann Lee', email: 'ann@example.co.uk', subject: 'Tickets', message: 'Line one\nline two' });
  });
  it('reads a number sent where text is declared as its text (tolerant reader)', () => {
    expect(
      v.parse(IncidentRequest, { remote: 'mf_x', version: 2, stage: 'load', message: 'm', fallback: 'none' }),
    ).toEqual({ remote: 'mf_x', version: '2', stage: 'load', message: 'm', fallback: 'none' });
  });
  it('an optional field left out or null is undefined', () => {
    expect(v.parse(ChatPostRequest, { token: 't', text: null })).toEqual({ token: 't', text: undefined });
  });
  it('refuses with the first problem, by the field label', () => {
    expect(problem(ContactRequest, [])).toBe('The request body must be a JSON object.');
    expect(problem(ContactRequest, { email: 'a@b.co' })).toBe('Name is required.');
    expect(problem(ContactRequest, { name: 'A', email: 'a@b.co', subject: 's', message: 'x'.repeat(5001) })).toBe(
      'Message must be at most 5000 characters.',
    );
    expect(problem(ChatPostRequest, { text: 'hi' })).toBe('token is required.');
    expect(problem(IncidentRequest, { remote: {}, version: '1', stage: 's', message: 'm', fallback: 'f' })).toBe(
      'remote must be text.',
    );
  });
});
