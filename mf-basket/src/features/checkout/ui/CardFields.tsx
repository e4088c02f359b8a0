import { useEffect, useRef, useState } from 'react';
import { cardFieldsUrl, cardFrameMounted, payMessage } from '../hosted-fields';
import styles from './checkout.module.css';

/**
 * The payment service's card fields, framed from its own origin: the card number, expiry and
 * security code are typed there and never reach this page (api/README.md "Payments").
 */
export function CardFields() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(190);
  useEffect(() => {
    cardFrameMounted(frame.current);
    const onMessage = (event: MessageEvent) => {
      const message = payMessage(event, frame.current?.contentWindow);
      if (message?.type === 'resize' && typeof message.height === 'number')
        setHeight(Math.min(Math.max(message.height, 120), 400));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      cardFrameMounted(null);
    };
  }, []);
  return (
    <iframe
      ref={frame}
      src={cardFieldsUrl()}
      title="Card details"
      className={styles.cardFrame}
      style={{ height }}
      sandbox="allow-scripts allow-same-origin allow-forms"
    />
  );
}
