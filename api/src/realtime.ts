// A Firebase Realtime Database endpoint over WebSocket (protocol v5), enough for the real SDK
// with connectDatabaseEmulator: listen (q), unlisten (n), put (p), merge (m), get (g),
// on-disconnect (o/om/oc), auth, stats, ping. Tree kept in memory.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { pushId, randomHex } from './util';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Tree = { [k: string]: Json };

interface Listen {
  path: string[];
  tag?: number;
}
interface Conn {
  ws: WebSocket;
  listens: Map<string, Listen>;
  onDisconnect: { path: string[]; value: Json; merge: boolean }[];
  pendingFrames: number;
  buffer: string[];
}

const split = (p: string): string[] => p.split('/').filter((s) => s.length > 0);
const join = (parts: string[]): string => '/' + parts.join('/');
const isPrefix = (a: string[], b: string[]): boolean => a.length <= b.length && a.every((s, i) => b[i] === s);
const INVALID_KEY = /[.#$/[\]]/;

export class Realtime {
  private root: Tree = {};
  private conns = new Set<Conn>();
  private wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
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

  /** Server-side write (set; null removes). Listeners are told. */
  set(path: string, value: unknown): void {
    const parts = split(path);
    checkKeys(parts);
    this.writeRaw(parts, resolveServerValues(value as Json, () => this.read(parts)));
    this.notify([parts]);
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
    const conn: Conn = { ws, listens: new Map(), onDisconnect: [], pendingFrames: 0, buffer: [] };
    this.conns.add(conn);
    const host = req.headers.host ?? 'localhost';
    this.send(conn, { t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: host, s: `s${++this.session}${randomHex(4)}` } } });
    ws.on('message', (raw) => this.onFrame(conn, raw.toString()));
    ws.on('close', () => {
      this.conns.delete(conn);
      for (const od of conn.onDisconnect) this.apply(od.path, od.value, od.merge);
    });
    ws.on('error', () => undefined);
  }

  private onFrame(conn: Conn, text: string): void {
    if (conn.pendingFrames > 0) {
      conn.buffer.push(text);
      if (--conn.pendingFrames === 0) {
        const whole = conn.buffer.join('');
        conn.buffer = [];
        this.onMessage(conn, whole);
      }
      return;
    }
    if (/^\d{1,6}$/.test(text)) {
      const count = Number(text);
      if (count > 1) conn.pendingFrames = count; // "0"/"1" keepalives ignored
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
    if (msg.t === 'c') {
      if (msg.d?.t === 'p') this.send(conn, { t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (msg.t !== 'd' || !msg.d) return;
    const { r, a, b = {} } = msg.d;
    const ok = (d: unknown = {}) => r !== undefined && this.send(conn, { t: 'd', d: { r, b: { s: 'ok', d } } });
    const fail = (status: string, d = '') => r !== undefined && this.send(conn, { t: 'd', d: { r, b: { s: status, d } } });
    try {
      const path = split(String(b.p ?? '/'));
      switch (a) {
        case 'q': {
          const tag = typeof b.t === 'number' ? b.t : undefined;
          const id = `${join(path)}|${JSON.stringify(b.q ?? {})}`;
          conn.listens.set(id, { path, tag });
          const body: Record<string, unknown> = { p: join(path), d: this.read(path) };
          if (tag !== undefined) body.t = tag;
          this.send(conn, { t: 'd', d: { a: 'd', b: body } });
          ok();
          break;
        }
        case 'n': {
          conn.listens.delete(`${join(path)}|${JSON.stringify(b.q ?? {})}`);
          ok();
          break;
        }
        case 'p':
        case 'm': {
          checkKeys(path);
          if (a === 'p' && typeof b.h === 'string') {
            const current = this.read(path);
            // Transactions: we do not compute the SDK's node hash; accept when the client's
            // expectation of emptiness matches, otherwise report stale so it retries with data.
            if (b.h !== '' && current === null) return void fail('datastale');
          }
          this.apply(path, b.d as Json, a === 'm');
          ok();
          break;
        }
        case 'g':
          ok(this.read(path));
          break;
        case 'o':
        case 'om':
          conn.onDisconnect.push({ path, value: b.d as Json, merge: a === 'om' });
          ok();
          break;
        case 'oc':
          conn.onDisconnect = conn.onDisconnect.filter((od) => join(od.path) !== join(path));
          ok();
          break;
        default: // s (stats), auth, gauth, unauth, appcheck, unappeck
          ok();
      }
    } catch (error) {
      fail('invalid_data', error instanceof Error ? error.message : String(error));
    }
  }

  private apply(path: string[], value: Json, merge: boolean): void {
    if (!merge) {
      this.writeRaw(path, resolveServerValues(value, () => this.read(path)));
      this.notify([path]);
      return;
    }
    const changed: string[][] = [];
    for (const [rel, v] of Object.entries((value ?? {}) as Tree)) {
      const p = [...path, ...split(rel)];
      checkKeys(p);
      this.writeRaw(p, resolveServerValues(v, () => this.read(p)));
      changed.push(p);
    }
    this.notify(changed);
  }

  private notify(paths: string[][]): void {
    for (const conn of this.conns) {
      for (const l of conn.listens.values()) {
        const sent = new Set<string>();
        for (const p of paths) {
          let at: string[] | null = null;
          if (isPrefix(l.path, p)) at = p;
          else if (isPrefix(p, l.path)) at = l.path;
          if (!at) continue;
          const key = join(at);
          if (sent.has(key)) continue;
          sent.add(key);
          const body: Record<string, unknown> = { p: key, d: this.read(at) };
          if (l.tag !== undefined) body.t = l.tag;
          this.send(conn, { t: 'd', d: { a: 'd', b: body } });
        }
      }
    }
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

function checkKeys(parts: string[]): void {
  for (const k of parts) if (INVALID_KEY.test(k)) throw new Error(`Invalid key "${k}"`);
}

function normalize(value: Json): Json {
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
