import type { FocusEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/input-fields';
import { SelectField } from '@/components/form/select-field';
import { FREE_TEXT_MAX, US_STATES } from './profile-schema';
import styles from './profile.module.css';

// The small pieces the profile's forms add to the form kit.

/**
 * Starred is the label of a required field with its star. The star is for the eye only: the
 * control's `required` already tells assistive technology.
 */
export function Starred({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className={styles.star}>
        {' *'}
      </span>
    </>
  );
}

type AnchorProps = {
  /** The element id a link names (`/teacher/profile#city`): the API's name of the field. */
  id: string;
  className?: string;
  children: ReactNode;
};

/** focusControl hands the focus the anchor itself received to the control inside it. */
function focusControl(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/**
 * FieldAnchor gives a field of the kit (whose control has a generated id) the id a link to it
 * uses. When a #hash brings the focus to the anchor, its control takes it, ready to fix.
 */
export function FieldAnchor({ id, className, children }: AnchorProps) {
  return (
    <div id={id} className={className} onFocus={focusControl}>
      {children}
    </div>
  );
}

/** Props are those `register('state')` gives, the rule to follow and the error to show. */
type StateProps = UseFormRegisterReturn<'state'> & {
  /** In the United States the state is chosen from the USPS list; elsewhere it is typed. */
  inUS: boolean;
  error?: string;
};

/**
 * StateField is the state of the address: a list of the U.S. states and territories (their
 * USPS codes are sent) or, for another country, a state or province as free text.
 */
export function StateField({ inUS, error, ...control }: StateProps) {
  const { t } = useTranslation('profile');
  if (inUS) {
    const options = [
      { value: '', label: t('form.stateChoose') },
      ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
    ];
    return (
      <SelectField
        {...control}
        label={<Starred>{t('form.stateUS')}</Starred>}
        required
        autoComplete="address-level1"
        options={options}
        error={error}
      />
    );
  }
  return (
    <TextField
      {...control}
      label={<Starred>{t('form.state')}</Starred>}
      required
      autoComplete="address-level1"
      maxLength={FREE_TEXT_MAX}
      error={error}
    />
  );
}
