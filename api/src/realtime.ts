// A Firebase Realtime Database endpoint over WebSocket (protocol v5), enough for the real SDK
// with connectDatabaseEmulator: listen (q), unlisten (n), put (p), merge (m), get (g),
// on-disconnect (o/om/oc), auth, stats, ping. Tree kept in memory.
//
// Like a real database with security rules, clients may only:
// - read (listen/get) `instant-wins` and `community-chat` and anything below them;
// - remove a single instant win (`instant-wins/<key>` set to null), directly or on disconnect.
// Everything else a client sends is refused with `permission_denied`. The provider itself writes
// chat messages and instant wins through set()/push(), which bypass the rules but not the value
// limits (requirements §9). Transactions are checked against the SDK's node hash (`datastale`).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { clientAddress } from './http/body';
import {
  type Conn,
  canRead,
  canWrite,
  canWriteAll,
  denied,
  isPrefix,
  type Json,
  join,
  type Listen,
  REALTIME_LIMITS,
  Refusal,
  split,
  type Window,
} from './realtime/rules';
import { RealtimeTree } from './realtime/tree';
import {
  checkPath,
  effective,
  listenId,
  mergeWrites,
  nodeHash,
  putWrite,
  sendFrames,
  windowOf,
  windowSpec,
} from './realtime/values';
import { randomHex } from './util';

export { canRead, canWrite, REALTIME_LIMITS } from './realtime/rules';
export { nameCompare, nodeHash } from './realtime/values';

export class Realtime extends RealtimeTree {
  private conns = new Set<Conn>();
  private wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxFrameBytes });
  /** Open sockets per client address, counted from the upgrade request until the socket closes. */
  private perClient = new Map<string, number>();
  private open = 0;
  private session = 0;

  /** `now` is the server clock of handshakes, pushed keys and server timestamps (ctx.now). */
  constructor(now: () => number = Date.now) {
    super(now);
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.accept(ws, req));
  }

  /** Upgrades to a WebSocket, or responds 429 (nothing upgraded) when the client or the endpoint is at its cap. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const client = clientAddress(req);
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= REALTIME_LIMITS.maxConnectionsPerClient || this.open >= REALTIME_LIMITS.maxConnections) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.perClient.set(client, mine + 1);
    this.open++;
    socket.once('close', () => {
      this.open--;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    });
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
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
      d: { t: 'h', d: { ts: this.now(), v: '5', h: host, s: `s${++this.session}${randomHex(4)}` } },
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
          if (!canWriteAll(writes, (w) => effective(w.value, this.now()))) throw denied();
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
          if (!canWriteAll(writes, (w) => effective(w.value, this.now()))) throw denied();
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

  protected notify(paths: string[][]): void {
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
    sendFrames(conn, msg);
  }
}
