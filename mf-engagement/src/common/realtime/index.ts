export { connectRealtime, parseEmulator } from './connection';
export { onChildAddedAt, onLastChildren, onConnectionChanged, removeAt } from './listen';
export type { Unsubscribe } from './listen';
