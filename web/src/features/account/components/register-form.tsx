import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { requiredText } from '@/components/form/form-errors';
import { PasswordField, PhoneField, TextField } from '@/components/form/input-fields';
import { CountryField } from '@/components/form/select-field';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import { toLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { currentUser, HOME, useRegister } from '../api/account';
import { PASSWORD_MAX, passwordSchema } from '../password-rule';
import { PasswordStrength } from './password-strength';
import { ME } from './require-user';
import { FormEnd } from '@/components/form/form-end';
import { useAccountForm } from './use-account-form';
import styles from './account-form.module.css';

/**
 * isPhoneLike tells whether a value could be a phone number anywhere: phone characters only, and
 * 7 to 15 digits (E.164's most). The server checks it against the chosen country's numbering plan.
 */
function isPhoneLike(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[\d\s()+.-]+$/.test(value) && digits >= 7 && digits <= 15;
}

const NAME_MAX = 100;

// Every field is checked at once, as far as the browser can (docs/api.md "Accounts"), so a
// submit shows all the problems together rather than the server's next one after each fix.
const schema = v.object({
  firstName: v.pipe(requiredText(), v.maxLength(NAME_MAX, 'too_long')),
  lastName: v.pipe(requiredText(), v.maxLength(NAME_MAX, 'too_long')),
  email: v.pipe(requiredText(), v.email('invalid')),
  contactNumber: v.pipe(requiredText(), v.check(isPhoneLike, 'invalid')),
  country: requiredText(),
  password: passwordSchema(),
});
type Values = v.InferInput<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'email', 'contactNumber', 'country', 'password'] as const;

/**
 * RegisterForm creates a teacher's account. The server answers alike whether or not the address
 * already has an account; a new account is signed in and goes to the dashboard, otherwise the
 * form says to check the e-mail, where the owner of the address finds what to do.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation('account');
  const register = useRegister();
  const navigate = useNavigate();
  const [checkMail, setCheckMail] = useState(false);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAccountForm<Values>({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', contactNumber: '', country: DEFAULT_COUNTRY, password: '' },
    fields: FIELDS,
    send: async (values) => {
      await register.mutateAsync({ ...values, language: toLanguage(i18n.resolvedLanguage) });
      const user = await currentUser();
      queryClient.setQueryData(ME, user);
      if (user) await navigate(HOME[user.role]);
      else setCheckMail(true);
    },
  });

  if (checkMail) {
    return (
      <p role="status" className={styles.done}>
        {t('register.checkMail')}
      </p>
    );
  }
  const password = form.watch('password');
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`panel ${styles.box} ${styles.form} ${styles.grid}`}>
      <TextField
        label={t('register.firstName')}
        required
        error={errorOf('firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX}
        {...form.register('firstName')}
      />
      <TextField
        label={t('register.lastName')}
        required
        error={errorOf('lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX}
        {...form.register('lastName')}
      />
      <TextField
        label={t('email')}
        required
        error={errorOf('email')}
        type="email"
        autoComplete="email"
        className={styles.wide}
        {...form.register('email')}
      />
      <PhoneField
        label={t('register.contactNumber')}
        hint={t('register.contactNumberHint')}
        required
        error={errorOf('contactNumber')}
        {...form.register('contactNumber')}
      />
      <Controller
        name="country"
        control={form.control}
        render={({ field }) => (
          <CountryField label={t('register.country')} required error={errorOf('country')} {...field} />
        )}
      />
      <div className={styles.wide}>
        <PasswordField
          label={t('password')}
          hint={t('passwordHint')}
          required
          error={errorOf('password')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...form.register('password')}
        />
        <PasswordStrength password={password} />
      </div>
      <FormEnd
        alert={alert}
        busy={busy}
        submitRef={submitRef}
        label={t('register.submit')}
        busyLabel={t('register.submitting')}
      />
      <p className={styles.wide}>
        {t('register.haveAccount')} <Link to="/user/login">{t('register.login')}</Link>
      </p>
    </form>
  );
}
