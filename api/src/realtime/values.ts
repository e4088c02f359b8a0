// Realtime values: writes, query windows, key order, the SDK's node hash, value checks, server values.
import { createHash } from 'node:crypto';
import {
  type Conn,
  INVALID_KEY,
  invalid,
  type Json,
  join,
  REALTIME_LIMITS,
  split,
  type Tree,
  type Write,
} from './rules';

export function listenId(path: string[], q: unknown): string {
  return `${join(path)}|${JSON.stringify(q ?? {})}`;
}

export function putWrite(path: string[], b: Record<string, unknown>): Write {
  if (!('d' in b)) throw invalid('A write needs data (d).');
  checkValue(b.d, path);
  return { path, value: b.d as Json };
}

export function mergeWrites(path: string[], b: Record<string, unknown>): Write[] {
  const d = b.d;
  if (d === null || typeof d !== 'object' || Array.isArray(d))
    throw invalid('An update needs an object of paths to values.');
  return Object.entries(d).map(([rel, value]) => {
    const p = [...path, ...split(rel)];
    if (p.length === path.length) throw invalid('An update path cannot be empty.');
    checkPath(p);
    checkValue(value, p);
    return { path: p, value: value as Json };
  });
}

/** What a written value amounts to once stored ({} and {".priority": x} are no data). */
export function effective(value: Json, now: number): Json {
  return normalize(resolveServerValues(value, () => null, now));
}

// ---------- limit queries ----------
export interface WindowSpec {
  limit: number;
  fromRight: boolean;
}

/**
 * The SDK's query object: `l` limit, `vf` 'l'/'r', `i` index (absent: priority), ranges
 * `sp`/`sn`/`ep`/`en`. Only plain limits ordered by key are windowed here (every priority is
 * null on this server, so the default order is the key order); other queries get all
 * children and the SDK filters them.
 */
export function windowSpec(q: unknown): WindowSpec | null {
  if (!q || typeof q !== 'object' || Array.isArray(q)) return null;
  const o = q as Record<string, unknown>;
  if (o.i !== undefined && o.i !== '.key') return null;
  if ('sp' in o || 'ep' in o || 'sn' in o || 'en' in o) return null;
  if (typeof o.l !== 'number' || !Number.isInteger(o.l) || o.l <= 0) return null;
  return { limit: o.l, fromRight: o.vf === 'r' };
}

export function windowOf(node: Json, spec: WindowSpec): { value: Json; keys: Set<string> } {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return { value: node, keys: new Set() };
  const sorted = Object.keys(node).sort(nameCompare);
  const keys = spec.fromRight ? sorted.slice(Math.max(0, sorted.length - spec.limit)) : sorted.slice(0, spec.limit);
  const value: Tree = {};
  for (const k of keys) value[k] = node[k] as Json;
  return { value: keys.length ? value : null, keys: new Set(keys) };
}

// ---------- key order and node hash (as the SDK computes them) ----------
export const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
export function keyAsInt(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const n = Number(key);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}

/** Firebase key order: 32-bit integer keys first, numerically, then the rest as strings. */
export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  const ai = keyAsInt(a);
  const bi = keyAsInt(b);
  if (ai !== null && bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** The SDK's hex form of a double (its own packing, reproduced so hashes agree bit for bit). */
export function doubleHex(v: number): string {
  const ebits = 11;
  const fbits = 52;
  const bias = (1 << (ebits - 1)) - 1;
  let s: boolean;
  let e: number;
  let f: number;
  if (v === 0) {
    e = 0;
    f = 0;
    s = 1 / v === Number.NEGATIVE_INFINITY;
  } else {
    s = v < 0;
    v = Math.abs(v);
    if (v >= 2 ** (1 - bias)) {
      const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), bias);
      e = ln + bias;
      f = Math.round(v * 2 ** (fbits - ln) - 2 ** fbits);
    } else {
      e = 0;
      f = Math.round(v / 2 ** (1 - bias - fbits));
    }
  }
  const bits: number[] = [];
  for (let i = fbits; i; i--) {
    bits.push(f % 2 ? 1 : 0);
    f = Math.floor(f / 2);
  }
  for (let i = ebits; i; i--) {
    bits.push(e % 2 ? 1 : 0);
    e = Math.floor(e / 2);
  }
  bits.push(s ? 1 : 0);
  bits.reverse();
  const str = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8)
    hex += parseInt(str.slice(i, i + 8), 2)
      .toString(16)
      .padStart(2, '0');
  return hex;
}

export const sha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('base64');

/**
 * The node hash the SDK sends with a transaction (`h`): '' for no data; for a leaf,
 * sha1("<type>:<value>") with numbers as IEEE-754 hex; for an object, sha1 of
 * ":<key>:<child hash>" over its children in key order; base64. (No priorities are kept here.)
 */
export function nodeHash(node: Json): string {
  if (node === null) return '';
  if (typeof node !== 'object')
    return sha1(`${typeof node}:${typeof node === 'number' ? doubleHex(node) : String(node)}`);
  const entries: [string, Json][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
  let text = '';
  for (const [k, v] of entries.sort((x, y) => nameCompare(x[0], y[0]))) {
    const h = nodeHash(v);
    if (h !== '') text += `:${k}:${h}`;
  }
  return text === '' ? '' : sha1(text);
}

// ---------- value limits (requirements §9) ----------
export const utf8Length = (s: string): number => Buffer.byteLength(s, 'utf8');

export function checkKey(key: string): void {
  if (key.length === 0) throw invalid('Keys cannot be empty.');
  if (INVALID_KEY.test(key))
    throw invalid(`Invalid key "${key.slice(0, 100)}": keys cannot contain . # $ / [ ] or control characters.`);
}

export function checkPath(parts: string[]): void {
  for (const k of parts) checkKey(k);
  pathLimits(parts.length, parts.reduce((n, k) => n + utf8Length(k), 0) + Math.max(0, parts.length - 1));
}

export function pathLimits(depth: number, bytes: number): void {
  if (depth > REALTIME_LIMITS.maxDepth) throw invalid(`Paths cannot be deeper than ${REALTIME_LIMITS.maxDepth} keys.`);
  if (bytes > REALTIME_LIMITS.maxPathBytes)
    throw invalid(`Paths cannot be longer than ${REALTIME_LIMITS.maxPathBytes} bytes.`);
}

/** A value that may be written at `path`: JSON data within the limits (throws otherwise). */
export function checkValue(value: unknown, path: string[]): void {
  const bytes = path.reduce((n, k) => n + utf8Length(k), 0) + Math.max(0, path.length - 1);
  walk(value, path.length, bytes);
}

export function walk(value: unknown, depth: number, bytes: number): void {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid('Values cannot be NaN or Infinity.');
    return;
  }
  if (typeof value === 'string') {
    if (value.length > REALTIME_LIMITS.maxStringBytes / 3 && utf8Length(value) > REALTIME_LIMITS.maxStringBytes) {
      throw invalid(`Strings cannot be longer than ${REALTIME_LIMITS.maxStringBytes} bytes.`);
    }
    return;
  }
  if (typeof value !== 'object')
    throw invalid(`Values cannot be ${value === undefined ? 'undefined' : `of type ${typeof value}`}.`);
  let entries: [string, unknown][];
  if (Array.isArray(value)) {
    entries = [];
    for (let i = 0; i < value.length; i++) entries.push([String(i), value[i]]);
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw invalid('Values must be plain JSON objects.');
    entries = Object.entries(value);
  }
  const keys = new Set(entries.map(([k]) => k));
  if (keys.has('.sv')) {
    const sv = (value as Record<string, unknown>)['.sv'];
    const increment = sv && typeof sv === 'object' ? (sv as Record<string, unknown>).increment : undefined;
    const known =
      sv === 'timestamp' ||
      (typeof increment === 'number' && Number.isFinite(increment) && Object.keys(sv as object).length === 1);
    if (!known || keys.size !== 1) throw invalid('Unknown server value.');
    return;
  }
  if (keys.has('.value') && [...keys].some((k) => k !== '.value' && k !== '.priority'))
    throw invalid('".value" cannot have sibling keys.');
  for (const [k, v] of entries) {
    if (k === '.priority') {
      if (v !== null && typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v)))
        throw invalid('Priorities must be strings or numbers.');
      continue;
    }
    if (k === '.value') {
      if (v !== null && typeof v === 'object') throw invalid('".value" must be a leaf value.');
      walk(v, depth, bytes);
      continue;
    }
    checkKey(k);
    const childDepth = depth + 1;
    const childBytes = bytes + utf8Length(k) + (depth > 0 ? 1 : 0);
    pathLimits(childDepth, childBytes);
    walk(v, childDepth, childBytes);
  }
}

// ---------- storage form ----------
export function normalize(value: Json): Json {
  if (Object.is(value, -0)) return 0; // JSON carries -0 as 0: keep what clients see (and hash)
  if (value === null || typeof value !== 'object') return value;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const out: Tree = {};
  for (const [k, v] of entries) {
    if (k === '.priority') continue;
    if (k === '.value') return normalize(v as Json);
    const n = normalize(v as Json);
    if (n !== null) out[k] = n;
  }
  return Object.keys(out).length ? out : null;
}

export function resolveServerValues(value: Json, current: () => Json, now: number): Json {
  if (value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && '.sv' in value) {
    const sv = value['.sv'];
    if (sv === 'timestamp') return now;
    if (sv && typeof sv === 'object' && !Array.isArray(sv) && typeof sv.increment === 'number') {
      const c = current();
      return (typeof c === 'number' ? c : 0) + sv.increment;
    }
    return null;
  }
  const out: Tree = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolveServerValues(v as Json, () => null, now);
  return out;
}

/** Sends a message, split in 16,384-character frames after a frame count when long (as the SDK does). */
export function sendFrames(conn: Conn, msg: unknown): void {
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  const text = JSON.stringify(msg);
  const CHUNK = 16384;
  if (text.length <= CHUNK) return void conn.ws.send(text);
  const count = Math.ceil(text.length / CHUNK);
  conn.ws.send(String(count));
  for (let i = 0; i < count; i++) conn.ws.send(text.slice(i * CHUNK, (i + 1) * CHUNK));
}
