import { shopConfig } from '@shop/provider-client';

// The bridge to the payment service's frames (api/README.md "Payments"): the card fields live on
// the payment service's origin and hand back a single-use token; this page never sees the card.
// Every message is checked against that origin and the frame it came from.

export const paymentOrigin = (): string => new URL(shopConfig.paymentUrl).origin;
export const cardFieldsUrl = (): string => `${paymentOrigin()}/fields`;

interface PayMessage {
  source: 'local-pay';
  type: string;
  token?: string;
  last4?: string;
  message?: string;
  status?: string;
  height?: number;
  /** tokenized by the express wallet, unasked (the shopper pressed its button in the frame). */
  wallet?: boolean;
}

/** A message from the payment service's frame `from`, or null for anything else. */
export function payMessage(event: MessageEvent, from: Window | null | undefined): PayMessage | null {
  if (event.origin !== paymentOrigin() || !from || event.source !== from) return null;
  const data = event.data as Partial<PayMessage> | null;
  return data && data.source === 'local-pay' && typeof data.type === 'string' ? (data as PayMessage) : null;
}

/** The card fields refused the card: their own messages are shown inside the frame. */
export class CardFieldsError extends Error {}

let cardFrame: HTMLIFrameElement | null = null;
/** The card-fields frame now on the page (set by PaymentSection). */
export function cardFrameMounted(frame: HTMLIFrameElement | null): void {
  cardFrame = frame;
}

const TOKENIZE_TIMEOUT_MS = 15_000;

/** Tells the card frame the amount (pence) and whether the card fields are in use. */
export function tellCardFrame(
  frame: Window | null | undefined,
  state: { amountPence: number | null; fields: boolean },
) {
  if (!frame) return;
  if (state.amountPence !== null) frame.postMessage({ type: 'total', amount: state.amountPence }, paymentOrigin());
  frame.postMessage({ type: 'fields', show: state.fields }, paymentOrigin());
}

/** Asks the card fields for a single-use token. */
export function tokenizeCard(): Promise<{ token: string; last4: string }> {
  return new Promise((resolve, reject) => {
    const frame = cardFrame?.contentWindow;
    if (!frame) {
      reject(new Error('The card form has not loaded yet; please wait a moment and press Pay again.'));
      return;
    }
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      const message = payMessage(event, frame);
      if (message?.type === 'tokenized' && message.token && !message.wallet) {
        done();
        resolve({ token: message.token, last4: message.last4 ?? '' });
      } else if (message?.type === 'invalid') {
        done();
        reject(new CardFieldsError(message.message || 'Please check the card details.'));
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The card form did not answer; please press Pay again.'));
    }, TOKENIZE_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    frame.postMessage({ type: 'tokenize' }, paymentOrigin());
  });
}
