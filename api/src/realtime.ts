// A Firebase Realtime Database endpoint over WebSocket (protocol v5), enough for the real SDK
// with connectDatabaseEmulator: listen (q), unlisten (n), put (p), merge (m), get (g),
// on-disconnect (o/om/oc), auth, stats, ping. Tree kept in memory.
//
// Like a real database with security rules, clients may only:
// - read (listen/get) `instant-wins` and `community-chat` and anything below them;
// - remove a single instant win (`instant-wins/<key>` set to null), directly or on disconnect.
// Everything else a client sends is refused with `permission_denied`. The provider itself writes
// chat messages and instant wins through set()/push(), which bypass the rules but not the value
// limits (spec section 9). Transactions are checked against the SDK's node hash (`datastale`).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { pushId, randomHex } from './util';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Tree = { [k: string]: Json };

/** Limits of the endpoint. Values mirror the real service where it has one. */
export const REALTIME_LIMITS = {
  /** A message from a client, after joining its frames (the real service: 16 MB per SDK write). */
  maxMessageBytes: 16 * 1024 * 1024,
  /** Frames in one split message: the SDK splits at 16,384 characters, so 16 MB is 1024 frames. */
  maxFramesPerMessage: 1024,
  /** Live listens per connection (the storefront uses a handful). */
  maxListens: 256,
  /** Queued on-disconnect writes per connection. */
  maxOnDisconnect: 256,
  /** Strings in written values, in UTF-8 bytes (spec section 9: 10 MB). */
  maxStringBytes: 10 * 1024 * 1024,
  /** A key path to any written value, in UTF-8 bytes (slashes included), and its depth. */
  maxPathBytes: 768,
  maxDepth: 32,
} as const;

interface Window {
  limit: number;
  /** limitToLast (view from the right) or limitToFirst. */
  fromRight: boolean;
  /** The keys inside the window as last sent to the client. */
  keys: Set<string>;
}
interface Listen {
  path: string[];
  tag?: number;
  /** Set for a limit query ordered by key (or by the default priority, all priorities being null). */
  window?: Window;
}
interface Write {
  path: string[];
  value: Json;
}
interface Conn {
  ws: WebSocket;
  listens: Map<string, Listen>;
  onDisconnect: Write[];
  pendingFrames: number;
  buffer: string[];
  bufferedBytes: number;
  closed: boolean;
}

/** A refused request: answered with this status instead of ok. */
class Refusal extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}
const invalid = (message: string) => new Refusal('invalid_data', message);
const denied = () => new Refusal('permission_denied', 'Permission denied');

const split = (p: string): string[] => p.split('/').filter((s) => s.length > 0);
const join = (parts: string[]): string => `/${parts.join('/')}`;
const isPrefix = (a: string[], b: string[]): boolean => a.length <= b.length && a.every((s, i) => b[i] === s);
const INVALID_KEY = /[.#$/[\]\u0000-\u001F\u007F]/;
const READABLE = new Set(['instant-wins', 'community-chat']);

// ---------- security rules ----------
/** `.read`: true on instant-wins and community-chat (and so on everything below them). */
export function canRead(path: string[]): boolean {
  return path.length >= 1 && READABLE.has(path[0] as string);
}
/** `.write` on instant-wins/$key: `!newData.exists()`; nowhere else. */
export function canWrite(path: string[], value: Json): boolean {
  return path.length === 2 && path[0] === 'instant-wins' && value === null;
}

export class Realtime {
  private root: Tree = {};
  private conns = new Set<Conn>();
  private wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxMessageBytes });
  private session = 0;

  constructor() {
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.accept(ws, req));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  // ---------- tree ----------
  read(path: string | string[]): Json {
    let node: Json = this.root;
    for (const key of typeof path === 'string' ? split(path) : path) {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
      node = (node as Tree)[key] ?? null;
    }
    return node ?? null;
  }

  private writeRaw(path: string[], value: Json): void {
    value = normalize(value);
    if (path.length === 0) {
      this.root = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : {};
      return;
    }
    const chain: Tree[] = [this.root];
    let node: Tree = this.root;
    for (const key of path.slice(0, -1)) {
      let next = node[key];
      if (next === null || next === undefined || typeof next !== 'object' || Array.isArray(next)) {
        if (value === null) return;
        next = {};
        node[key] = next;
      }
      node = next as Tree;
      chain.push(node);
    }
    const last = path[path.length - 1] as string;
    if (value === null) delete node[last];
    else node[last] = value;
    // prune empty parents
    for (let i = chain.length - 1; i > 0; i--) {
      const n = chain[i] as Tree;
      if (Object.keys(n).length > 0) break;
      const parent = chain[i - 1] as Tree;
      delete parent[path[i - 1] as string];
    }
  }

  /**
   * Server-side write (set; null removes). Listeners are told. Not subject to the security
   * rules, but the value limits apply: throws on an invalid key, path or value.
   */
  set(path: string, value: unknown): void {
    const parts = split(path);
    checkPath(parts);
    checkValue(value, parts);
    this.apply([{ path: parts, value: value as Json }]);
  }

  push(path: string, value: unknown): string {
    const key = pushId();
    this.set(`${path}/${key}`, value);
    return key;
  }

  clear(): void {
    this.root = {};
    this.notify([[]]);
  }

  snapshot(): Json {
    return this.root;
  }

  close(): void {
    for (const c of this.conns) c.ws.terminate();
    this.wss.close();
  }

  // ---------- protocol ----------
  private accept(ws: WebSocket, req: IncomingMessage): void {
    const conn: Conn = {
      ws,
      listens: new Map(),
      onDisconnect: [],
      pendingFrames: 0,
      buffer: [],
      bufferedBytes: 0,
      closed: false,
    };
    this.conns.add(conn);
    const host = req.headers.host ?? 'localhost';
    this.send(conn, {
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: '5', h: host, s: `s${++this.session}${randomHex(4)}` } },
    });
    ws.on('message', (raw) => this.onFrame(conn, raw));
    ws.on('close', () => {
      conn.closed = true;
      conn.buffer = [];
      this.conns.delete(conn);
      // Queued writes passed the rules and value checks when they were queued.
      if (conn.onDisconnect.length > 0) this.apply(conn.onDisconnect);
    });
    ws.on('error', () => undefined);
  }

  /** Drops a connection that broke a limit (1009: message too big). */
  private drop(conn: Conn, reason: string): void {
    conn.closed = true;
    conn.buffer = [];
    conn.pendingFrames = 0;
    conn.ws.close(1009, reason);
  }

  private onFrame(conn: Conn, raw: RawData): void {
    if (conn.closed) return;
    const bytes = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw.byteLength;
    const text = raw.toString();
    if (conn.pendingFrames > 0) {
      conn.bufferedBytes += bytes;
      if (conn.bufferedBytes > REALTIME_LIMITS.maxMessageBytes) {
        this.drop(conn, 'Message too big');
        return;
      }
      conn.buffer.push(text);
      if (--conn.pendingFrames === 0) {
        const whole = conn.buffer.join('');
        conn.buffer = [];
        conn.bufferedBytes = 0;
        this.onMessage(conn, whole);
      }
      return;
    }
    if (/^\d{1,6}$/.test(text)) {
      const count = Number(text);
      if (count > REALTIME_LIMITS.maxFramesPerMessage) {
        this.drop(conn, 'Too many frames');
        return;
      }
      if (count > 1) {
        conn.pendingFrames = count; // "0"/"1" keepalives ignored
        conn.bufferedBytes = 0;
      }
      return;
    }
    this.onMessage(conn, text);
  }

  private onMessage(conn: Conn, text: string): void {
    let msg: { t?: string; d?: { t?: string; r?: number; a?: string; b?: Record<string, unknown> } };
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    if (msg.t === 'c') {
      if (msg.d?.t === 'p') this.send(conn, { t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (msg.t !== 'd' || !msg.d || typeof msg.d !== 'object') return;
    const { r, a } = msg.d;
    const b = msg.d.b && typeof msg.d.b === 'object' ? msg.d.b : {};
    const ok = (d: unknown = {}) => r !== undefined && this.send(conn, { t: 'd', d: { r, b: { s: 'ok', d } } });
    const fail = (status: string, d = '') =>
      r !== undefined && this.send(conn, { t: 'd', d: { r, b: { s: status, d } } });
    try {
      const path = () => {
        const parts = split(String(b.p ?? '/'));
        checkPath(parts);
        return parts;
      };
      switch (a) {
        case 'q': {
          const p = path();
          if (!canRead(p)) throw denied();
          const tag = typeof b.t === 'number' ? b.t : undefined;
          const id = listenId(p, b.q);
          if (!conn.listens.has(id) && conn.listens.size >= REALTIME_LIMITS.maxListens) {
            throw new Refusal('limit_exceeded', `At most ${REALTIME_LIMITS.maxListens} listens per connection.`);
          }
          const spec = windowSpec(b.q);
          const initial = spec ? windowOf(this.read(p), spec) : { value: this.read(p), keys: new Set<string>() };
          conn.listens.set(id, { path: p, tag, window: spec ? { ...spec, keys: initial.keys } : undefined });
          const body: Record<string, unknown> = { p: join(p), d: initial.value };
          if (tag !== undefined) body.t = tag;
          this.send(conn, { t: 'd', d: { a: 'd', b: body } });
          ok();
          break;
        }
        case 'n': {
          conn.listens.delete(listenId(split(String(b.p ?? '/')), b.q));
          ok();
          break;
        }
        case 'p':
        case 'm': {
          const p = path();
          const writes = a === 'p' ? [putWrite(p, b)] : mergeWrites(p, b);
          for (const w of writes) if (!canWrite(w.path, effective(w.value))) throw denied();
          if (a === 'p' && typeof b.h === 'string' && b.h !== nodeHash(this.read(p)))
            throw new Refusal('datastale', 'Transaction hash does not match');
          this.apply(writes);
          ok();
          break;
        }
        case 'g': {
          const p = path();
          if (!canRead(p)) throw denied();
          const spec = windowSpec(b.q);
          ok(spec ? windowOf(this.read(p), spec).value : this.read(p));
          break;
        }
        case 'o':
        case 'om': {
          const p = path();
          const writes = a === 'o' ? [putWrite(p, b)] : mergeWrites(p, b);
          for (const w of writes) if (!canWrite(w.path, effective(w.value))) throw denied();
          // A queued write replaces the ones queued at or below its path (as a later set would).
          let queue = conn.onDisconnect;
          for (const w of writes) {
            queue = queue.filter((q) => !isPrefix(w.path, q.path));
            queue.push(w);
            if (queue.length > REALTIME_LIMITS.maxOnDisconnect) {
              throw new Refusal(
                'limit_exceeded',
                `At most ${REALTIME_LIMITS.maxOnDisconnect} on-disconnect writes per connection.`,
              );
            }
          }
          conn.onDisconnect = queue;
          ok();
          break;
        }
        case 'oc': {
          const p = path();
          // Cancelling is allowed where queueing is (a removal of one instant win).
          if (!canWrite(p, null)) throw denied();
          conn.onDisconnect = conn.onDisconnect.filter((q) => !isPrefix(p, q.path));
          ok();
          break;
        }
        default: // s (stats), auth, gauth, unauth, appcheck, unappeck
          ok();
      }
    } catch (error) {
      if (error instanceof Refusal) fail(error.status, error.message);
      else fail('invalid_data', error instanceof Error ? error.message : String(error));
    }
  }

  private apply(writes: Write[]): void {
    const changed: string[][] = [];
    for (const w of writes) {
      const had = this.read(w.path) !== null;
      this.writeRaw(
        w.path,
        resolveServerValues(w.value, () => this.read(w.path)),
      );
      // Removing what is not there changes nothing and tells nobody.
      if (had || this.read(w.path) !== null) changed.push(w.path);
    }
    if (changed.length > 0) this.notify(changed);
  }

  private notify(paths: string[][]): void {
    for (const conn of this.conns) {
      for (const l of conn.listens.values()) {
        if (l.window) {
          this.notifyWindow(conn, l, l.window, paths);
          continue;
        }
        const sent = new Set<string>();
        for (const p of paths) {
          let at: string[] | null = null;
          if (isPrefix(l.path, p)) at = p;
          else if (isPrefix(p, l.path)) at = l.path;
          if (!at) continue;
          const key = join(at);
          if (sent.has(key)) continue;
          sent.add(key);
          this.sendData(conn, l, at, this.read(at));
        }
      }
    }
  }

  /**
   * A limit query: the client keeps the window itself when children are added, but a child
   * that enters the window for another reason (one inside it was removed) must be sent whole.
   */
  private notifyWindow(conn: Conn, l: Listen, w: Window, paths: string[][]): void {
    const relevant = paths.filter((p) => isPrefix(l.path, p) || isPrefix(p, l.path));
    if (relevant.length === 0) return;
    const next = windowOf(this.read(l.path), w);
    const before = w.keys;
    w.keys = next.keys;
    if (relevant.some((p) => isPrefix(p, l.path))) {
      this.sendData(conn, l, l.path, next.value);
      return;
    }
    // Changes to children the client holds first (so a removal frees its slot), then the
    // children that entered the window, whole.
    const sent = new Set<string>();
    for (const p of relevant) {
      const key = p[l.path.length] as string;
      const at = join(p);
      if (!before.has(key) || sent.has(at)) continue;
      sent.add(at);
      this.sendData(conn, l, p, this.read(p));
    }
    for (const key of next.keys) {
      if (!before.has(key)) this.sendData(conn, l, [...l.path, key], this.read([...l.path, key]));
    }
  }

  private sendData(conn: Conn, l: Listen, at: string[], d: Json): void {
    const body: Record<string, unknown> = { p: join(at), d };
    if (l.tag !== undefined) body.t = l.tag;
    this.send(conn, { t: 'd', d: { a: 'd', b: body } });
  }

  private send(conn: Conn, msg: unknown): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    const text = JSON.stringify(msg);
    const CHUNK = 16384;
    if (text.length <= CHUNK) return void conn.ws.send(text);
    const count = Math.ceil(text.length / CHUNK);
    conn.ws.send(String(count));
    for (let i = 0; i < count; i++) conn.ws.send(text.slice(i * CHUNK, (i + 1) * CHUNK));
  }
}

// ---------- requests ----------
function listenId(path: string[], q: unknown): string {
  return `${join(path)}|${JSON.stringify(q ?? {})}`;
}

function putWrite(path: string[], b: Record<string, unknown>): Write {
  if (!('d' in b)) throw invalid('A write needs data (d).');
  checkValue(b.d, path);
  return { path, value: b.d as Json };
}

function mergeWrites(path: string[], b: Record<string, unknown>): Write[] {
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
function effective(value: Json): Json {
  return normalize(resolveServerValues(value, () => null));
}

// ---------- limit queries ----------
interface WindowSpec {
  limit: number;
  fromRight: boolean;
}

/**
 * The SDK's query object: `l` limit, `vf` 'l'/'r', `i` index (absent: priority), ranges
 * `sp`/`sn`/`ep`/`en`. Only plain limits ordered by key are windowed here (every priority is
 * null on this server, so the default order is the key order); other queries get all
 * children and the SDK filters them.
 */
function windowSpec(q: unknown): WindowSpec | null {
  if (!q || typeof q !== 'object' || Array.isArray(q)) return null;
  const o = q as Record<string, unknown>;
  if (o.i !== undefined && o.i !== '.key') return null;
  if ('sp' in o || 'ep' in o || 'sn' in o || 'en' in o) return null;
  if (typeof o.l !== 'number' || !Number.isInteger(o.l) || o.l <= 0) return null;
  return { limit: o.l, fromRight: o.vf === 'r' };
}

function windowOf(node: Json, spec: WindowSpec): { value: Json; keys: Set<string> } {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return { value: node, keys: new Set() };
  const sorted = Object.keys(node).sort(nameCompare);
  const keys = spec.fromRight ? sorted.slice(Math.max(0, sorted.length - spec.limit)) : sorted.slice(0, spec.limit);
  const value: Tree = {};
  for (const k of keys) value[k] = node[k] as Json;
  return { value: keys.length ? value : null, keys: new Set(keys) };
}

// ---------- key order and node hash (as the SDK computes them) ----------
const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
function keyAsInt(key: string): number | null {
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
function doubleHex(v: number): string {
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

const sha1 = (text: string): string => createHash('sha1').update(text, 'utf8').digest('base64');

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

// ---------- value limits (spec section 9) ----------
const utf8Length = (s: string): number => Buffer.byteLength(s, 'utf8');

function checkKey(key: string): void {
  if (key.length === 0) throw invalid('Keys cannot be empty.');
  if (INVALID_KEY.test(key))
    throw invalid(`Invalid key "${key.slice(0, 100)}": keys cannot contain . # $ / [ ] or control characters.`);
}

function checkPath(parts: string[]): void {
  for (const k of parts) checkKey(k);
  pathLimits(parts.length, parts.reduce((n, k) => n + utf8Length(k), 0) + Math.max(0, parts.length - 1));
}

function pathLimits(depth: number, bytes: number): void {
  if (depth > REALTIME_LIMITS.maxDepth) throw invalid(`Paths cannot be deeper than ${REALTIME_LIMITS.maxDepth} keys.`);
  if (bytes > REALTIME_LIMITS.maxPathBytes)
    throw invalid(`Paths cannot be longer than ${REALTIME_LIMITS.maxPathBytes} bytes.`);
}

/** A value that may be written at `path`: JSON data within the limits (throws otherwise). */
function checkValue(value: unknown, path: string[]): void {
  const bytes = path.reduce((n, k) => n + utf8Length(k), 0) + Math.max(0, path.length - 1);
  walk(value, path.length, bytes);
}

function walk(value: unknown, depth: number, bytes: number): void {
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
function normalize(value: Json): Json {
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

function resolveServerValues(value: Json, current: () => Json): Json {
  if (value === null || typeof value !== 'object') return value;
  if (!Array.isArray(value) && '.sv' in value) {
    const sv = value['.sv'];
    if (sv === 'timestamp') return Date.now();
    if (sv && typeof sv === 'object' && !Array.isArray(sv) && typeof sv.increment === 'number') {
      const c = current();
      return (typeof c === 'number' ? c : 0) + sv.increment;
    }
    return null;
  }
  const out: Tree = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolveServerValues(v as Json, () => null);
  return out;
}
