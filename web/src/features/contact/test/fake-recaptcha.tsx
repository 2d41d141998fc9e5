import { useEffect, useImperativeHandle, useState, type Ref } from 'react';

/** fakeRecaptcha sets how the stand-in for Google's widget behaves in a test. */
export const fakeRecaptcha = {
  /** Whether Google's script has loaded; a test may flip it while the form is on screen. */
  loaded: true,
};

type Handle = {
  getWidgetId: () => number | null;
  getValue: () => string | null;
  reset: () => void;
};

type Props = {
  sitekey: string;
  hl?: string;
  asyncScriptOnLoad?: () => void;
  ref?: Ref<Handle>;
};

/**
 * FakeReCAPTCHA replaces react-google-recaptcha in unit tests: a checkbox, labelled in the
 * language passed as `hl`, whose tick yields the token "token-for-{sitekey}".
 */
export default function FakeReCAPTCHA({ sitekey, hl, asyncScriptOnLoad, ref }: Props) {
  const [token, setToken] = useState('');

  useImperativeHandle(
    ref,
    () => ({
      getWidgetId: () => (fakeRecaptcha.loaded ? 0 : null),
      getValue: () => token,
      reset: () => setToken(''),
    }),
    [token],
  );

  useEffect(() => {
    if (fakeRecaptcha.loaded) asyncScriptOnLoad?.();
  }, [asyncScriptOnLoad]);

  return (
    <label>
      <input
        type="checkbox"
        checked={token !== ''}
        onChange={(event) => setToken(event.target.checked ? `token-for-${sitekey}` : '')}
      />
      {hl === 'es' ? 'No soy un robot' : "I'm not a robot"}
    </label>
  );
}
