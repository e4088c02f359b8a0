import { Field } from '@shop/react-kit';
import { $user } from '@shop/shared/state';
import { type ProfileField, type ProfileValues, validateProfile } from '@shop/shared/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect } from 'react';
import form from '../../../lib/ui/form.module.css';
import { NameFields } from '../../../lib/ui/NameFields';
import page from '../../../lib/ui/page.module.css';
import { BusyOverlay, SaveButton } from '../../../lib/ui/SaveButton';
import { StrengthMeter } from '../../../lib/ui/StrengthMeter';
import { useForm } from '../../../lib/use-form';
import { $pendingEmail, $savedCount, profileSave, profileSubmitted } from '../model';

/** /account/details: name, email and an optional password change (requirements §2 and §5). */
export function ProfilePage() {
  const { user, saving, savedCount, pendingEmail, submit } = useUnit({
    user: $user,
    saving: profileSave.$saving,
    savedCount: $savedCount,
    pendingEmail: $pendingEmail,
    submit: profileSubmitted,
  });
  const { values, set, setValues, errors, check } = useForm<ProfileField, ProfileValues>(
    {
      firstName: user?.first_name ?? '',
      lastName: user?.last_name ?? '',
      email: user?.email ?? '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    'profile',
  );

  const changingPassword = values.currentPassword !== '' || values.newPassword !== '' || values.confirmPassword !== '';

  // After a save the password fields empty, and the email field shows the account's address again (a
  // new one changes only when its link is opened).
  const savedEmail = user?.email ?? '';
  useEffect(() => {
    if (savedCount > 0)
      setValues((v) => ({ ...v, email: savedEmail, currentPassword: '', newPassword: '', confirmPassword: '' }));
  }, [savedCount, savedEmail, setValues]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (check(validateProfile(values, user?.email ?? values.email))) submit(values);
  }

  return (
    <section className={page.section}>
      <h1>Account Details</h1>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <BusyOverlay busy={saving} label="Saving your details" />
        <NameFields form="profile" values={values} set={set} errors={errors} required />
        <Field
          id="profile-email"
          label="Email address *"
          type="email"
          autoComplete="email"
          value={values.email}
          onValue={set('email')}
          error={errors.email}
        />
        {pendingEmail ? (
          <p className={form.hint} role="status">
            We have sent a link to <strong>{pendingEmail}</strong>. Your email address changes when you open it; until
            then we keep writing to {savedEmail}.
          </p>
        ) : null}
        <fieldset className={form.fieldset}>
          <legend>Password change</legend>
          <p className={form.hint}>Leave these empty to keep your current password.</p>
          <Field
            id="profile-currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onValue={set('currentPassword')}
            error={errors.currentPassword}
            hint="Also needed to change your email address."
          />
          <Field
            id="profile-newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onValue={set('newPassword')}
            error={errors.newPassword}
            aria-describedby={changingPassword ? 'profile-strength' : undefined}
          />
          {/* The meter (with its "Please enter a password." and hint) appears once the shopper starts
              a password change, not while the section is left empty to keep the password. */}
          {changingPassword ? <StrengthMeter id="profile-strength" password={values.newPassword} /> : null}
          <Field
            id="profile-confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onValue={set('confirmPassword')}
            error={errors.confirmPassword}
          />
        </fieldset>
        <SaveButton saving={saving} />
      </form>
    </section>
  );
}
