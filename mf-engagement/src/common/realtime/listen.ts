import { connectRealtime } from './connection';

// Thin wrappers over the SDK so feature models deal in plain values and unsubscribe functions.

export type Unsubscribe = () => void;

/** Every child of `path`, the existing ones first, then each new one as it arrives. */
export async function onChildAddedAt(path: string, added: (key: string, value: unknown) => void): Promise<Unsubscribe> {
  const { db, sdk } = await connectRealtime();
  return sdk.onChildAdded(sdk.ref(db, path), (snapshot) => {
    if (snapshot.key) added(snapshot.key, snapshot.val());
  });
}

/** The last `limit` children of `path` in key order (push keys sort by time), on every change. */
export async function onLastChildren(
  path: string,
  limit: number,
  changed: (children: { key: string; value: unknown }[]) => void,
): Promise<Unsubscribe> {
  const { db, sdk } = await connectRealtime();
  const last = sdk.query(sdk.ref(db, path), sdk.limitToLast(limit));
  return sdk.onValue(last, (snapshot) => {
    const children: { key: string; value: unknown }[] = [];
    snapshot.forEach((child) => {
      if (child.key) children.push({ key: child.key, value: child.val() });
    });
    changed(children);
  });
}

/** The SDK's own view of the socket (`.info/connected`). */
export async function onConnectionChanged(changed: (connected: boolean) => void): Promise<Unsubscribe> {
  const { db, sdk } = await connectRealtime();
  return sdk.onValue(sdk.ref(db, '.info/connected'), (snapshot) => changed(snapshot.val() === true));
}

/**
 * The SDK's estimate of server time minus this device's clock (`.info/serverTimeOffset`), so
 * ages computed from server-written push keys hold even when the shopper's clock is off.
 */
export async function onServerTimeOffset(changed: (offsetMs: number) => void): Promise<Unsubscribe> {
  const { db, sdk } = await connectRealtime();
  return sdk.onValue(sdk.ref(db, '.info/serverTimeOffset'), (snapshot) => {
    const offset = snapshot.val();
    if (typeof offset === 'number' && Number.isFinite(offset)) changed(offset);
  });
}

export async function removeAt(path: string): Promise<void> {
  const { db, sdk } = await connectRealtime();
  await sdk.remove(sdk.ref(db, path));
}
