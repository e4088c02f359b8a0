import { callProviderOrThrow } from '@shop/shared';
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

export async function postChatMessage(params: { token: string; text: string }): Promise<string> {
  const answer = await callProviderOrThrow('chat_post', params);
  if (!answer.success) throw new Error(answer.error);
  return answer.id;
}
