export { connectRealtime, parseEmulator } from './connection';
export { onChildAddedAt, onLastChildren, onConnectionChanged, onServerTimeOffset, removeAt } from './listen';
export type { Unsubscribe } from './listen';
