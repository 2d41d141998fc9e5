import { memo, useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import styles from './contact-form.module.css';

/** CAPTCHA_CHECK_INTERVAL_MS is how often the form checks whether the captcha has loaded (docs/product.md §9). */
export const CAPTCHA_CHECK_INTERVAL_MS = 2000;

/** CaptchaHandle is what the form asks of the captcha when it is submitted. */
export type CaptchaHandle = {
  /** isReady reports whether the widget had loaded at the last check. */
  isReady: () => boolean;
  /** token returns the response of the ticked box, or "" while it is not ticked. */
  token: () => string;
  /** reset clears the box; a token is good for one message only. */
  reset: () => void;
};

type Props = {
  siteKey: string;
  /** The language of the widget's own texts. */
  language: string;
  ref: Ref<CaptchaHandle>;
};

/**
 * CaptchaField shows Google's reCAPTCHA v2 checkbox. Google's script is requested when the field
 * first appears, so only the contact page loads it. Whether the widget has loaded is checked
 * every CAPTCHA_CHECK_INTERVAL_MS, and at once when the script reports that it has loaded.
 */
export const CaptchaField = memo(function CaptchaField({ siteKey, language, ref }: Props) {
  const widget = useRef<ReCAPTCHA>(null);
  const ready = useRef(false);

  const check = useCallback(() => {
    if (!ready.current && widget.current?.getWidgetId() != null) ready.current = true;
    return ready.current;
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, CAPTCHA_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [check]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => ready.current,
      token: () => widget.current?.getValue() ?? '',
      reset: () => widget.current?.reset(),
    }),
    [],
  );

  // A new widget is drawn when the language changes: Google reads `hl` only when drawing it.
  return (
    <div className={styles.captcha}>
      <ReCAPTCHA key={language} ref={widget} sitekey={siteKey} hl={language} asyncScriptOnLoad={check} />
    </div>
  );
});
