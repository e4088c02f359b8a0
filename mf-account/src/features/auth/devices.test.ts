import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KEY, deviceFor, rememberDevice } from './devices';

describe('device tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one token per address (case and spaces alike) and hands it back for that address only', () => {
    rememberDevice(' Demo@Example.co.uk ', 'tok-demo');
    expect(deviceFor('demo@example.co.uk')).toBe('tok-demo');
    expect(deviceFor('second@example.co.uk')).toBeUndefined();
    rememberDevice('demo@example.co.uk', 'tok-demo-2');
    expect(deviceFor('DEMO@example.co.uk')).toBe('tok-demo-2');
  });

  it('keeps the last five addresses; nothing returned keeps what was there', () => {
    for (let i = 0; i < 7; i++) rememberDevice(`a${i}@example.co.uk`, `t${i}`);
    rememberDevice('a6@example.co.uk', undefined);
    expect(Object.keys(JSON.parse(localStorage.getItem(DEVICE_KEY) ?? '{}'))).toEqual([
      'a2@example.co.uk',
      'a3@example.co.uk',
      'a4@example.co.uk',
      'a5@example.co.uk',
      'a6@example.co.uk',
    ]);
    expect(deviceFor('a6@example.co.uk')).toBe('t6');
  });

  it('reads a garbled entry as none', () => {
    localStorage.setItem(DEVICE_KEY, '["x"]');
    expect(deviceFor('a@example.co.uk')).toBeUndefined();
    localStorage.setItem(DEVICE_KEY, '{"a@example.co.uk": 5}');
    expect(deviceFor('a@example.co.uk')).toBeUndefined();
  });
});
