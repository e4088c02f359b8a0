// Realtime SQL: the tree kept across restarts (best effort), in the meta table.
import type { Db } from '../db';
import { parseJson } from '../util';

export function savedTree(db: Db): Record<string, unknown> | null {
  return parseJson<Record<string, unknown> | null>(
    db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'realtime'")?.value,
    null,
  );
}

export function saveTree(db: Db, tree: unknown): void {
  db.run("INSERT INTO meta (key, value) VALUES ('realtime', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", [
    JSON.stringify(tree),
  ]);
}
