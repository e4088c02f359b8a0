import { Field } from '@shop/react-kit';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import form from '../../../lib/ui/form.module.css';
import { BusyOverlay, SaveButton } from '../../../lib/ui/SaveButton';
import { useForm } from '../../../lib/use-form';
import { LIMIT_PERIODS, LOCKOUT_PERIODS, type PlayValues, playSave, playSubmitted, validatePlay } from '../model';

function Select(props: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  error?: string;
  onValue: (v: string) => void;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onValue(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={`${props.id}-error`} className={form.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function PlayForm({ initial }: { initial: PlayValues }) {
  const { saving, submit } = useUnit({ saving: playSave.$saving, submit: playSubmitted });
  const { values, set, errors, check } = useForm<keyof PlayValues, PlayValues>(initial, 'play');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check(validatePlay(values))) return;
    // A break cannot be shortened once it starts: ask before starting one.
    if (values.lockoutPeriod && values.lockoutPeriod !== initial.lockoutPeriod) {
      const label = LOCKOUT_PERIODS.find(([v]) => v === values.lockoutPeriod)?.[1];
      if (!window.confirm(`Take a break for ${label}? You will not be able to buy tickets until it ends.`)) return;
    }
    submit(values);
  }

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <BusyOverlay busy={saving} label="Saving your limits" />
      <div className={form.grid}>
        <Field
          id="play-limitValue"
          label="Spend limit (£)"
          inputMode="decimal"
          value={values.limitValue}
          onValue={set('limitValue')}
          error={errors.limitValue}
          placeholder="No limit"
          aria-describedby="play-limit-rules"
        />
        <Select
          id="play-limitDuration"
          label="Limit period"
          value={values.limitDuration}
          options={LIMIT_PERIODS}
          error={errors.limitDuration}
          onValue={set('limitDuration')}
        />
      </div>
      <Select
        id="play-lockoutPeriod"
        label="Take a break (lockout period)"
        value={values.lockoutPeriod}
        options={LOCKOUT_PERIODS}
        onValue={set('lockoutPeriod')}
      />
      <SaveButton saving={saving} />
    </form>
  );
}
