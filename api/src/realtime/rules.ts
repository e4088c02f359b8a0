// The realtime endpoint's security rules and value limits (requirements §9; api/README.md "Realtime endpoint").
import type { WebSocket } from 'ws';
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Tree = { [k: string]: Json };

/** Limits of the endpoint. Values mirror the real service where it has one. */
export const REALTIME_LIMITS = {
  /**
   * One WebSocket frame from a client (ws `maxPayload`: a bigger frame is refused from its header,
   * before it is read). The SDK splits messages at 16,384 characters, 48 KiB at most in UTF-8.
   */
  maxFrameBytes: 64 * 1024,
  /**
   * A message from a client, after joining its frames. The real service takes 16 MB writes, but the
   * only write a client may make here is removing one win, and its listens are a few hundred bytes.
   */
  maxMessageBytes: 64 * 1024,
  /** Frames in one split message (16,384 characters each). */
  maxFramesPerMessage: 8,
  /** Open sockets per client address (tabs of a household or an office behind one address). */
  maxConnectionsPerClient: 32,
  /** Open sockets in all. */
  maxConnections: 10_000,
  /** Live listens per connection (the storefront uses a handful). */
  maxListens: 256,
  /** Queued on-disconnect writes per connection. */
  maxOnDisconnect: 256,
  /** Strings in written values, in UTF-8 bytes (requirements §9: 10 MB). */
  maxStringBytes: 10 * 1024 * 1024,
  /** A key path to any written value, in UTF-8 bytes (slashes included), and its depth. */
  maxPathBytes: 768,
  maxDepth: 32,
} as const;

export interface Window {
  limit: number;
  /** limitToLast (view from the right) or limitToFirst. */
  fromRight: boolean;
  /** The keys inside the window as last sent to the client. */
  keys: Set<string>;
}
export interface Listen {
  path: string[];
  tag?: number;
  /** Set for a limit query ordered by key (or by the default priority, all priorities being null). */
  window?: Window;
}
export interface Write {
  path: string[];
  value: Json;
}
export interface Conn {
  ws: WebSocket;
  listens: Map<string, Listen>;
  onDisconnect: Write[];
  pendingFrames: number;
  buffer: string[];
  bufferedBytes: number;
  closed: boolean;
}

/** A refused request: refused with this status instead of ok. */
export class Refusal extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}
export const invalid = (message: string) => new Refusal('invalid_data', message);
export const denied = () => new Refusal('permission_denied', 'Permission denied');

export const split = (p: string): string[] => p.split('/').filter((s) => s.length > 0);
export const join = (parts: string[]): string => `/${parts.join('/')}`;
export const isPrefix = (a: string[], b: string[]): boolean => a.length <= b.length && a.every((s, i) => b[i] === s);
export const INVALID_KEY = /[.#$/[\]\u0000-\u001F\u007F]/;
export const READABLE = new Set(['instant-wins', 'community-chat']);

// ---------- security rules ----------
/** `.read`: true on instant-wins and community-chat (and so on everything below them). */
export function canRead(path: string[]): boolean {
  return path.length >= 1 && READABLE.has(path[0] as string);
}
/** `.write` on instant-wins/$key: `!newData.exists()`; nowhere else. */
export function canWrite(path: string[], value: Json): boolean {
  return path.length === 2 && path[0] === 'instant-wins' && value === null;
}

/**
 * A client call may write once: a merge that removes several wins is refused whole, so no single
 * call empties the feed (each page removes each win it showed, one call each).
 */
export function canWriteAll(writes: Write[], value: (w: Write) => Json): boolean {
  return writes.length === 1 && writes.every((w) => canWrite(w.path, value(w)));
}
