import type { BankDetails } from '@shop/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import page from '../../../lib/ui/page.module.css';
import { PageSpinner } from '../../../lib/ui/SaveButton';
import { $bankDetails, bankDetailsQuery, bankOpened } from '../model';
import { BankForm } from './BankForm';

const NONE: BankDetails = { account_number: '', sort_code: '' };

/** /account/financial-details: where prize money is paid; prefilled from the saved details. */
export function BankDetailsPage() {
  const { saved, failed, opened } = useUnit({
    saved: $bankDetails,
    failed: bankDetailsQuery.$failed,
    opened: bankOpened,
  });
  useEffect(() => opened(), [opened]);
  const details = saved ?? NONE;
  return (
    <section className={page.section}>
      <h1>Financial Details</h1>
      <p>We pay cash prizes into this UK bank account. Site credit is spent at checkout; it is not paid out.</p>
      {saved === null && !failed ? (
        <PageSpinner label="Loading your bank details" />
      ) : (
        // A successful save replaces the saved details: the form restarts from the new values.
        <BankForm key={`${details.account_number}|${details.sort_code}`} saved={details} />
      )}
    </section>
  );
}
