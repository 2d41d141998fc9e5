import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { QueryProvider } from '@/lib/query-client';
import { usePublicConfig } from '../api/get-config';
import {
  CONTACT_FIELDS,
  useSendContactMessage,
  type ContactField,
} from '../api/send-contact-message';
import {
  failureFields,
  failureText,
  fieldErrorText,
  MAX_LENGTH,
  type FieldErrors,
} from '../utils/describe-failure';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { TextField } from './text-field';
import styles from './contact-form.module.css';

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
 * ContactForm sends a message to the TeachBay team (SPEC.md §4, §5): every field is required and
 * trimmed, the reCAPTCHA must be ticked, and the outcome is announced under the button.
 */
export function ContactForm() {
  return (
    <QueryProvider>
      <ContactFormFields />
    </QueryProvider>
  );
}

function ContactFormFields() {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const siteKey = usePublicConfig().data?.recaptchaSiteKey;
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // `seq` counts the notices shown, so the same text given twice is announced twice.
  const [shown, setShown] = useState<{ notice: Notice; seq: number } | null>(null);
  // Focus moves once the new state is on screen, so the field or message read out is up to date.
  const focusNext = useRef<HTMLElement | null | undefined>(undefined);

  useLayoutEffect(() => {
    focusNext.current?.focus();
    focusNext.current = undefined;
  });

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  function show(notice: Notice | null) {
    setShown((current) => notice && { notice, seq: (current?.seq ?? 0) + 1 });
  }

  function refuse(next: Notice, fields: FieldErrors = {}) {
    show(next);
    setErrors(fields);
    const first = CONTACT_FIELDS.find((field) => fields[field]);
    if (first) focusNext.current = form.current?.elements.namedItem(first) as HTMLElement | null;
    else if (next.kind === 'failed') focusNext.current = alert.current;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const message = { ...EMPTY };
    for (const field of CONTACT_FIELDS) message[field] = values[field].trim();
    const missing = CONTACT_FIELDS.filter((field) => message[field] === '');
    if (missing.length > 0) {
      const fields = Object.fromEntries(missing.map((name) => [name, 'required']));
      refuse({ kind: 'refused', reason: 'allRequired' }, fields);
      return;
    }
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
    setErrors({});
    send.mutate(
      { ...message, recaptchaToken, language },
      {
        onSuccess: () => {
          setValues(EMPTY);
          captcha.current?.reset();
          show({ kind: 'sent' });
          focusNext.current = status.current;
        },
        onError: (error) => {
          // The server has used up the token either way.
          captcha.current?.reset();
          refuse({ kind: 'failed', error }, failureFields(error));
        },
      },
    );
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

  function field(name: ContactField) {
    return {
      name,
      label: t(`form.${name}`),
      value: values[name],
      onChange: (value: string) => change(name, value),
      maxLength: MAX_LENGTH[name],
      error: errors[name] && fieldErrorText(name, errors[name], t),
    };
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('form.title')}
      </h2>
      <p className={styles.intro}>{t('form.intro')}</p>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
        <TextField {...field('email')} type="email" autoComplete="email" wide />
        <TextField {...field('phone')} type="tel" autoComplete="tel" hint={t('form.phoneHint')} wide />
        <TextField {...field('message')} autoComplete="off" hint={t('form.messageHint')} multiline wide />
        <div className={styles.wide}>
          {/* Until the site key is known, the widget's place is kept so nothing below it moves. */}
          {siteKey === undefined && <div className={styles.captcha} />}
          {siteKey ? <CaptchaField ref={captcha} siteKey={siteKey} language={language} /> : null}
          <button type="submit" className={`button ${fieldStyles.submit}`} disabled={send.isPending}>
            {send.isPending ? t('form.sending') : t('form.submit')}
          </button>
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
