import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Dialog } from '../../cart';
import { payMessage } from '../hosted-fields';
import { $challengeUrl, challengeClosed, challengeFinished } from '../model';
import styles from './checkout.module.css';

/** The bank's 3-D Secure check, a page of the payment service shown in a modal frame. */
export function ChallengeDialog() {
  const { url, finished, closed } = useUnit({
    url: $challengeUrl,
    finished: challengeFinished,
    closed: challengeClosed,
  });
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!url) return;
    const onMessage = (event: MessageEvent) => {
      if (payMessage(event, frame.current?.contentWindow)?.type === 'challenge-complete') finished();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, finished]);
  return (
    <Dialog id="bank-check" title="Confirm with your bank" open={url !== null} onClose={closed}>
      {/* Ten minutes: the provider's reservation (api/README.md "Fairness"). */}
      <p className={styles.muted}>
        Your bank asks you to confirm this payment. Closing this keeps your tickets reserved for 10 minutes; press Pay
        to return to it.
      </p>
      {url ? (
        <iframe
          ref={frame}
          src={url}
          title="Bank check"
          className={styles.challengeFrame}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      ) : null}
    </Dialog>
  );
}
