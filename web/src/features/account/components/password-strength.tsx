import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCommonPasswords, passwordProblem, type PasswordProblem } from '../password-rule';
import styles from './account-form.module.css';

/** Strength is what the hint says of a password: the server's refusal, or how strong it is. */
export type Strength = 'tooShort' | 'tooLong' | 'tooCommon' | 'fair' | 'good' | 'strong';

const REFUSED: Record<PasswordProblem, Strength> = { too_short: 'tooShort', too_long: 'tooLong', too_common: 'tooCommon' };

/**
 * strengthOf rates a password: a password the server would refuse (password-rule.ts) is named by
 * its problem, never "fair" or better; an accepted one is rated by its length, the one measure
 * the server's rule uses besides the list of common passwords.
 */
export function strengthOf(password: string): Strength {
  const problem = passwordProblem(password);
  if (problem) return REFUSED[problem];
  const length = [...password].length;
  if (length < 12) return 'fair';
  if (length < 16) return 'good';
  return 'strong';
}

/**
 * PasswordStrength is a hint, updated as the visitor types, of how strong a new password is. It
 * loads the list of common passwords as it first shows, so that one of them is called so.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const [, setListLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    // Rated again with the list once it is here.
    void loadCommonPasswords().then(() => current && setListLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  if (!password) return null;
  const level = strengthOf(password);
  const refused = level === 'tooShort' || level === 'tooLong' || level === 'tooCommon';
  return (
    <p className={`${styles.strength} ${refused ? styles.weak : (styles[level] ?? '')}`} aria-live="polite">
      {t('strength.label', { level: t(`strength.${level}`) })}
    </p>
  );
}
