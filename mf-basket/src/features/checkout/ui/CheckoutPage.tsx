import { useFocusFirstInvalid, useSession } from '@shop/react-kit';
import { Link, useNavigate } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import pageStyles from '../../../common/page.module.css';
import { $cartItems, $cartStatus, $cartTotals, $totalsReadFailed, cartPageOpened, summarize } from '../../cart';
import { $placedOrder, checkoutOpened, orderHandedOver, orderSubmitted } from '../model';
import { $amountToPay } from '../tender/model';
import { BillingSection } from './BillingSection';
import { ChallengeDialog } from './ChallengeDialog';
import styles from './checkout.module.css';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { ProfileSection } from './ProfileSection';
import { SignInPrompt } from './SignInPrompt';

export function CheckoutPage() {
  const { user, settled } = useSession();
  const m = useUnit({
    items: $cartItems,
    status: $cartStatus,
    totals: $cartTotals,
    totalsFailed: $totalsReadFailed,
    amountToPay: $amountToPay,
    placed: $placedOrder,
    readCart: cartPageOpened,
    opened: checkoutOpened,
    submit: orderSubmitted,
    handedOver: orderHandedOver,
  });
  const navigate = useNavigate();
  // Over both forms: the order's checks of names and email show in "Your details".
  const { formRef, submitted } = useFocusFirstInvalid<HTMLDivElement>();
  const token = user?.token;
  useEffect(() => m.readCart(), [m.readCart]);
  useEffect(() => {
    if (token) m.opened();
  }, [token, m.opened]);
  useEffect(() => {
    if (!m.placed) return;
    m.handedOver();
    navigate(`/confirmation?order_id=${m.placed.order_id}&key=${encodeURIComponent(m.placed.order_key)}`);
  }, [m.placed, m.handedOver, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    m.submit();
    submitted();
  };

  let body: React.ReactNode;
  if (!settled || (m.items.length === 0 && (m.status === 'loading' || m.status === 'idle'))) {
    body = <div className="shop-spinner" role="status" aria-label="Loading checkout" />;
  } else if (!user) {
    body = <SignInPrompt count={summarize(m.items).count} />;
  } else if (m.items.length === 0) {
    body = (
      <div className={styles.prompt}>
        <p>Your basket is empty, so there is nothing to pay for yet.</p>
        <Link to="/" className="shop-button">
          Browse competitions
        </Link>
      </div>
    );
  } else {
    body = (
      <div className={styles.layout}>
        {/* First in reading order, so a phone shows what is paid for before Pay; beside the form on wide screens. */}
        <OrderSummary items={m.items} totals={m.totals} totalsFailed={m.totalsFailed} onRetry={m.readCart} />
        <div className={styles.stack} ref={formRef}>
          <ProfileSection />
          <form onSubmit={onSubmit} noValidate className={styles.stack} aria-label="Billing and payment">
            <BillingSection />
            <PaymentSection total={m.amountToPay} totalsFailed={m.totalsFailed} onRetry={m.readCart} />
          </form>
          <ChallengeDialog />
        </div>
      </div>
    );
  }
  return (
    <section className={pageStyles.page}>
      <h1>Checkout</h1>
      {body}
    </section>
  );
}
