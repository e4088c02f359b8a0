export { connectRealtime, parseEmulator } from './connection';
export type { Unsubscribe } from './listen';
export { onChildAddedAt, onConnectionChanged, onLastChildren, onServerTimeOffset, removeAt } from './listen';
