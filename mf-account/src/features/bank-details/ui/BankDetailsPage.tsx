import { $user, type BankDetails, useCachedRead } from '@shop/shared';
import { useUnit } from 'effector-react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import { bankCacheKey, fetchBankDetails } from '../api';
import { BankForm } from './BankForm';

const NONE: BankDetails = { account_number: '', sort_code: '' };

/** /account/financial-details: where prize money is paid; prefilled from the saved details. */
export function BankDetailsPage() {
  const user = useUnit($user);
  const key = user ? bankCacheKey(user.id ?? user.email) : null;
  const { data, isLoading } = useCachedRead(key, () => fetchBankDetails(user?.token ?? ''));
  const details = data ?? NONE;
  return (
    <section className={page.section}>
      <h1>Financial Details</h1>
      <p>We pay cash prizes and site credit withdrawals into this UK bank account.</p>
      {isLoading && !data ? (
        <PageSpinner label="Loading your bank details" />
      ) : (
        // A successful save replaces the cached details: the form restarts from the new values.
        <BankForm key={`${details.account_number}|${details.sort_code}`} saved={details} cacheKey={key ?? ''} />
      )}
    </section>
  );
}
