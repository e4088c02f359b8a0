import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { walletApproved } from '../card-choice/model';
import { cardFieldsUrl, cardFrameMounted, payMessage, tellCardFrame } from '../hosted-fields';
import styles from './checkout.module.css';

interface Props {
  /** What the card pays (pounds), for the wallet's sheet; null until known. */
  total: number | null;
  /** Whether the card fields are in use (a saved card hides them; the wallet stays). */
  fields: boolean;
}

/**
 * The payment service's card fields and express wallet, framed from its own origin: the card
 * number, expiry and security code are typed there and never reach this page (api/README.md
 * "Payments"). The wallet's single-use token arrives unasked, when the shopper approves it there.
 */
export function CardFields({ total, fields }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(250);
  const [ready, setReady] = useState(false);
  const approved = useUnit(walletApproved);
  useEffect(() => {
    cardFrameMounted(frame.current);
    const onMessage = (event: MessageEvent) => {
      const message = payMessage(event, frame.current?.contentWindow);
      if (message?.type === 'resize' && typeof message.height === 'number')
        setHeight(Math.min(Math.max(message.height, 40), 480));
      if (message?.type === 'ready') setReady(true);
      if (message?.type === 'tokenized' && message.wallet && message.token) approved(message.token);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      cardFrameMounted(null);
    };
  }, [approved]);
  const amountPence = total === null ? null : Math.round(total * 100);
  useEffect(() => {
    if (ready) tellCardFrame(frame.current?.contentWindow, { amountPence, fields });
  }, [ready, amountPence, fields]);
  return (
    <iframe
      ref={frame}
      src={cardFieldsUrl()}
      title="Card details"
      className={styles.cardFrame}
      style={{ height }}
      sandbox="allow-scripts allow-same-origin allow-forms"
      allow="payment"
    />
  );
}
