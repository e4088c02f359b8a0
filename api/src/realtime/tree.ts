// The realtime tree in memory: read, write, push, snapshot. Realtime (../realtime.ts) adds the protocol.
import { pushId } from '../util';
import { type Json, split, type Tree, type Write } from './rules';
import { checkPath, checkValue, normalize, resolveServerValues } from './values';

export abstract class RealtimeTree {
  protected root: Tree = {};

  constructor(protected readonly now: () => number) {}

  protected abstract notify(paths: string[][]): void;

  // ---------- tree ----------
  read(path: string | string[]): Json {
    let node: Json = this.root;
    for (const key of typeof path === 'string' ? split(path) : path) {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
      node = (node as Tree)[key] ?? null;
    }
    return node ?? null;
  }

  protected writeRaw(path: string[], value: Json): void {
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
    const key = pushId(this.now());
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

  /** Applies writes that passed the rules and checks, then tells the listeners of what changed. */
  protected apply(writes: Write[]): void {
    const changed: string[][] = [];
    for (const w of writes) {
      const had = this.read(w.path) !== null;
      this.writeRaw(
        w.path,
        resolveServerValues(w.value, () => this.read(w.path), this.now()),
      );
      // Removing what is not there changes nothing and tells nobody.
      if (had || this.read(w.path) !== null) changed.push(w.path);
    }
    if (changed.length > 0) this.notify(changed);
  }
}
