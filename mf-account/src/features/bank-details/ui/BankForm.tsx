import { Field } from '@shop/react-kit';
import type { BankDetails } from '@shop/shared';
import {
  type BankField,
  type BankValues,
  digitsOnly,
  SORT_CODE_MAX_LENGTH,
  validateBank,
} from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import form from '../../../lib/ui/form.module.css';
import { BusyOverlay, SaveButton } from '../../../lib/ui/SaveButton';
import { useForm } from '../../../lib/use-form';
import { isMasked, nextAccountValue, pastedSortCode } from '../account-input';
import { $savedCount, bankSave, bankSubmitted } from '../model';

export function BankForm({ saved }: { saved: BankDetails }) {
  const { saving, savedCount, submit } = useUnit({
    saving: bankSave.$saving,
    savedCount: $savedCount,
    submit: bankSubmitted,
  });
  const mask = isMasked(saved.account_number) ? saved.account_number : '';
  const { values, setValues, set, errors, check } = useForm<BankField, BankValues>(
    {
      accountNumber: saved.account_number,
      confirmAccountNumber: saved.account_number,
      sortCode: saved.sort_code,
      // Never prefilled, emptied after each save, kept nowhere but this form.
      currentPassword: '',
    },
    'bank',
  );
  useEffect(() => {
    if (savedCount > 0) setValues((v) => ({ ...v, currentPassword: '' }));
  }, [savedCount, setValues]);
  const account = (field: 'accountNumber' | 'confirmAccountNumber') => (raw: string) =>
    setValues((v) => ({ ...v, [field]: nextAccountValue(v[field], raw, mask) }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (check(validateBank(values, mask))) submit(values);
  }

  const hint = mask
    ? `Saved account ending ${mask.slice(-4)}. Leave it as it is to keep it, or type a new number.`
    : undefined;
  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <BusyOverlay busy={saving} label="Saving your bank details" />
      <Field
        id="bank-accountNumber"
        label="Account number *"
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onValue={account('accountNumber')}
        onFocus={(e) => e.currentTarget.value === mask && e.currentTarget.select()}
        error={errors.accountNumber}
        hint={hint}
      />
      <Field
        id="bank-confirmAccountNumber"
        label="Confirm account number *"
        inputMode="numeric"
        autoComplete="off"
        value={values.confirmAccountNumber}
        onValue={account('confirmAccountNumber')}
        onFocus={(e) => e.currentTarget.value === mask && e.currentTarget.select()}
        error={errors.confirmAccountNumber}
      />
      <Field
        id="bank-sortCode"
        label="Sort code *"
        inputMode="numeric"
        autoComplete="off"
        maxLength={SORT_CODE_MAX_LENGTH}
        placeholder="112233"
        value={values.sortCode}
        onValue={(raw) => set('sortCode')(digitsOnly(raw).slice(0, SORT_CODE_MAX_LENGTH))}
        onPaste={(e) => {
          const input = e.currentTarget;
          e.preventDefault();
          set('sortCode')(
            pastedSortCode(
              input.value,
              e.clipboardData.getData('text'),
              input.selectionStart ?? input.value.length,
              input.selectionEnd ?? input.value.length,
              SORT_CODE_MAX_LENGTH,
            ),
          );
        }}
        error={errors.sortCode}
      />
      <Field
        id="bank-currentPassword"
        label="Current password *"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onValue={set('currentPassword')}
        error={errors.currentPassword}
        hint="We ask for it to keep your prize money safe."
      />
      <SaveButton saving={saving} />
    </form>
  );
}
