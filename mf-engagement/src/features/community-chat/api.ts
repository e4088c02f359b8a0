import { callProviderOrThrow } from '@shop/provider-client';
import { onConnectionChanged, onLastChildren, type Unsubscribe } from '../../common/realtime';

// Messages are read live from the realtime store; posting goes through the provider, which checks
// the token and the length and writes the message there (api: chat_post).

export const CHAT_PATH = 'community-chat';

export interface ChatMessage {
  id: string;
  user: string;
  text: string;
  /** Epoch ms, 0 when the provider sent none. */
  ts: number;
}

export function toChatMessage(id: string, value: unknown): ChatMessage | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== 'string' || v.text.trim() === '') return null;
  return {
    id,
    text: v.text,
    user: typeof v.user === 'string' && v.user.trim() ? v.user.trim() : 'Player',
    ts: typeof v.ts === 'number' && Number.isFinite(v.ts) ? v.ts : 0,
  };
}

export function listenChat(
  limit: number,
  changed: (messages: ChatMessage[]) => void,
  connection: (connected: boolean) => void,
): Promise<Unsubscribe> {
  return Promise.all([
    onLastChildren(CHAT_PATH, limit, (children) =>
      changed(children.map((c) => toChatMessage(c.key, c.value)).filter((m): m is ChatMessage => m !== null)),
    ),
    onConnectionChanged(connection),
  ]).then((stops) => () => {
    for (const stop of stops) stop();
  });
}

/** Where a server render reads the realtime store over HTTP (Firebase's REST API). */
export interface ChatSource {
  /** host:port of an emulator-protocol endpoint, or empty for the real project. */
  emulator: string;
  databaseUrl: string;
  projectId: string;
}

/**
 * The last `limit` messages as they are now, read once over Firebase's REST API (`GET
 * /community-chat.json`): the server's render of the page, which a reader without JavaScript
 * sees. The browser's first view takes the same list from the page (readForFirstView), then
 * listens. Null when the store could not be read.
 */
export async function readChatSnapshot(source: ChatSource, limit: number): Promise<ChatMessage[] | null> {
  const base = source.emulator
    ? `http://${source.emulator}/${CHAT_PATH}.json?ns=${encodeURIComponent(source.projectId)}&`
    : `${source.databaseUrl.replace(/^wss?:/, 'https:').replace(/\/+$/, '')}/${CHAT_PATH}.json?`;
  try {
    const response = await fetch(`${base}orderBy=${encodeURIComponent('"$key"')}&limitToLast=${limit}`, {
      signal: AbortSignal.timeout(1500),
    });
    if (!response.ok) return null;
    const tree = (await response.json()) as Record<string, unknown> | null;
    return Object.entries(tree ?? {})
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => toChatMessage(key, value))
      .filter((m): m is ChatMessage => m !== null);
  } catch {
    return null;
  }
}

export async function postChatMessage(params: { token: string; text: string }): Promise<string> {
  const response = await callProviderOrThrow('chat_post', params);
  if (!response.success) throw new Error(response.error);
  return response.id;
}
