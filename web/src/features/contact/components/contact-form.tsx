import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AppButton } from '@/components/app-button';
import fieldStyles from '@/components/form-field.module.css';
import {
  errorMessage,
  errorNames,
  firstFieldControl,
  requiredText,
  setServerErrors,
  useFocusAfterRender,
} from '@/components/form/form-errors';
import { PhoneField, TextAreaField, TextField } from '@/components/form/input-fields';
import { usePublicConfig } from '@/lib/config';
import { toLanguage } from '@/lib/i18n';
import {
  CONTACT_FIELDS,
  useSendContactMessage,
  type ContactField,
} from '../api/send-contact-message';
import { failureText, fieldErrorText, MAX_LENGTH } from '../utils/describe-failure';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import styles from './contact-form.module.css';

// Every field is required and trimmed (docs/product.md §5); the inputs' maxLength keeps values in bounds.
const schema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredText(),
  phone: requiredText(),
  message: requiredText(),
});

const EMPTY: Record<ContactField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

type Notice =
  | { kind: 'sent' }
  | { kind: 'refused'; reason: 'allRequired' | 'captchaNotReady' | 'captchaIncomplete' }
  | { kind: 'failed'; error: unknown };

/**
 * Not on the form kit (useKitForm): the reCAPTCHA must be ready and ticked before anything is
 * sent, and the outcome is docs/product.md §7's: under the button, "Error: " and the server's own message
 * when no text of ours explains it, and the focus on that alert, not the button.
 *
 * ContactForm sends a message to the TeachBay team (docs/product.md §4, §5): every field is required and
 * trimmed, the reCAPTCHA must be ticked, and the outcome is announced under the button.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const language = toLanguage(i18n.resolvedLanguage);
  const headingId = useId();
  const siteKey = usePublicConfig().data?.recaptchaSiteKey;
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  // `seq` counts the notices shown, so the same text given twice is announced twice.
  const [shown, setShown] = useState<{ notice: Notice; seq: number } | null>(null);
  const focusAfterRender = useFocusAfterRender();

  function show(notice: Notice | null) {
    setShown((current) => notice && { notice, seq: (current?.seq ?? 0) + 1 });
  }

  // The first field in error gets the focus; an answer of the server without one, the alert.
  function refuse(next: Notice, fields: string[] = []) {
    show(next);
    if (fields.length > 0 || next.kind === 'failed') {
      focusAfterRender(() => firstFieldControl(form.current, fields) ?? alert.current);
    }
  }

  function sendMessage(message: Record<ContactField, string>) {
    if (send.isPending) return;
    // Without a site key (development without keys) the server checks no captcha.
    let recaptchaToken = '';
    if (siteKey !== '') {
      if (!captcha.current?.isReady()) {
        refuse({ kind: 'refused', reason: 'captchaNotReady' });
        return;
      }
      recaptchaToken = captcha.current.token();
      if (!recaptchaToken) {
        refuse({ kind: 'refused', reason: 'captchaIncomplete' });
        return;
      }
    }
    show(null);
    send.mutate(
      { ...message, recaptchaToken, language },
      {
        onSuccess: () => {
          reset();
          captcha.current?.reset();
          show({ kind: 'sent' });
          focusAfterRender(() => status.current);
        },
        onError: (error) => {
          // The server has used up the token either way.
          captcha.current?.reset();
          refuse({ kind: 'failed', error }, setServerErrors(error, setError, CONTACT_FIELDS));
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(sendMessage, (errors) =>
      refuse({ kind: 'refused', reason: 'allRequired' }, errorNames(errors)),
    )(event);
  }

  function noticeText(kind: 'error' | 'success') {
    const notice = shown?.notice;
    if (!notice || (notice.kind === 'sent') !== (kind === 'success')) return null;
    let text: string;
    if (notice.kind === 'sent') text = t('status.sent');
    else if (notice.kind === 'failed') text = failureText(notice.error, t);
    else text = t(`status.${notice.reason}`);
    return <span key={shown.seq}>{text}</span>;
  }

  const describe = (name: ContactField, code: string) => fieldErrorText(name, code, t);
  const field = (name: ContactField) => ({
    ...register(name),
    label: t(`form.${name}`),
    required: true,
    maxLength: MAX_LENGTH[name],
    error: errorMessage(formState.errors, name, describe),
  });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('form.title')}
      </h2>
      <p className={styles.intro}>{t('form.intro')}</p>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
        <TextField {...field('email')} type="email" autoComplete="email" className={styles.wide} />
        <PhoneField {...field('phone')} hint={t('form.phoneHint')} className={styles.wide} />
        <TextAreaField
          {...field('message')}
          autoComplete="off"
          hint={t('form.messageHint')}
          className={styles.wide}
        />
        <div className={styles.wide}>
          {/* Until the site key is known, the widget's place is kept so nothing below it moves. */}
          {siteKey === undefined && <div className={styles.captcha} />}
          {siteKey ? <CaptchaField ref={captcha} siteKey={siteKey} language={language} /> : null}
          <AppButton type="submit" className={`button ${fieldStyles.submit}`} disabled={send.isPending}>
            {send.isPending ? t('form.sending') : t('form.submit')}
          </AppButton>
          <div ref={alert} role="alert" tabIndex={-1} className={`${styles.notice} ${styles.error}`}>
            {noticeText('error')}
          </div>
          <div ref={status} role="status" tabIndex={-1} className={`${styles.notice} ${styles.success}`}>
            {noticeText('success')}
          </div>
        </div>
      </form>
    </section>
  );
}
