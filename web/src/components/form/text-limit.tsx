import { useId, useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/form-field.module.css';
import type { FieldCounter } from './field';

/**
 * FORMAT_LIMIT is the longest limit that is a format rather than room for text (a ZIP code, a
 * sign-in or recovery code, an SSN): such a field keeps the browser's own maxLength. A longer limit
 * is counted instead.
 */
export const FORMAT_LIMIT = 20;

/**
 * lengthOf counts a text as the server does, in characters (code points), so "é" or an emoji
 * counts once.
 */
export function lengthOf(text: string): number {
  return [...text].length;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

type Options<E extends TextControl> = {
  maxLength: number | undefined;
  ref: Ref<E> | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
};

/**
 * useTextLimit counts what a text field holds against its limit. Nothing is cut: the browser's
 * maxLength would drop the end of a pasted text without a word, so a counted field leaves it out
 * and shows "120 / 600" under the control instead, which turns into an error past the limit
 * (the form's check, or the server's, then refuses the value). It returns the props for the
 * control (`maxLength` only for a format, see FORMAT_LIMIT) and the counter for Field, null for a
 * field without one.
 */
export function useTextLimit<E extends TextControl>({ maxLength, ref, onChange }: Options<E>) {
  const { t } = useTranslation('common');
  const id = useId();
  const counted = maxLength !== undefined && maxLength > FORMAT_LIMIT;
  const control = useRef<E>(null);
  const [length, setLength] = useState(0);
  // The form (react-hook-form's register) gets the control itself, as without the counter.
  useImperativeHandle(ref, () => control.current as E);
  // The value the form set as the control mounted (its default) is counted; typing is counted below.
  useLayoutEffect(() => {
    if (control.current) setLength(lengthOf(control.current.value));
  }, []);
  const props = {
    ref: control,
    maxLength: counted ? undefined : maxLength,
    onChange: (event: ChangeEvent<E>) => {
      setLength(lengthOf(event.target.value));
      onChange?.(event);
    },
  };
  if (!counted) return { props, counter: null };

  const over = length > maxLength;
  const node = (
    <p id={id} className={over ? `${styles.counter} ${styles.over}` : styles.counter}>
      <span aria-hidden="true">{t('textLimit.count', { length, max: maxLength })}</span>
      <span className="visually-hidden">{t('textLimit.countLabel', { length, max: maxLength })}</span>
      {/* Read out as the limit is passed, and again as the excess changes. */}
      <span aria-live="polite">{over ? `: ${t('textLimit.over', { count: length - maxLength })}` : ''}</span>
    </p>
  );
  const counter: FieldCounter = { id, node, over };
  return { props, counter };
}
