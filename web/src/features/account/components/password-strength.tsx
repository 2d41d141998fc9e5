import { useTranslation } from 'react-i18next';
import styles from './account-form.module.css';

/**
 * strengthOf rates a password by its length, the one measure the server's rules use besides the
 * list of common passwords, which only the server holds.
 */
export function strengthOf(password: string): 'weak' | 'fair' | 'good' | 'strong' {
  const length = [...password].length;
  if (length < 8) return 'weak';
  if (length < 12) return 'fair';
  if (length < 16) return 'good';
  return 'strong';
}

/** PasswordStrength is a hint, updated as the visitor types, of how strong a new password is. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('account');
  if (!password) return null;
  const level = strengthOf(password);
  return (
    <p className={`${styles.strength} ${styles[level] ?? ''}`} aria-live="polite">
      {t('strength.label', { level: t(`strength.${level}`) })}
    </p>
  );
}
