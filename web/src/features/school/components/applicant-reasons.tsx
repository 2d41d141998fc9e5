import { useTranslation } from 'react-i18next';
import { wordReason, type Reason } from '@/lib/match-reasons';
import { useOptionLabel } from '@/lib/options';
import styles from './school.module.css';

/**
 * ApplicantReasons says in words, about the teacher, why they match the vacancy as they do:
 * factor by factor, each marked as counting for them or not (a mark and a word, not only a
 * colour). A reason this page cannot word (a newer server's) is left out rather than shown as
 * codes. `labelledBy` is the id of the heading that names the list, when there is one.
 */
export function ApplicantReasons({ reasons, labelledBy }: { reasons: Reason[]; labelledBy?: string }) {
  const { t, i18n } = useTranslation('school');
  const label = useOptionLabel();
  const worded = reasons.flatMap((reason) => {
    const text = wordReason(reason, {
      text: (key, values) => t(`reasons.${key}`, values),
      certification: (code) => t(`certifications.${code}`),
      label,
      language: i18n.language,
    });
    return text === null ? [] : [{ reason, text }];
  });
  if (worded.length === 0) return null;
  return (
    <ul aria-labelledby={labelledBy} className={styles.reasons}>
      {worded.map(({ reason, text }) => (
        <li key={`${reason.factor}.${reason.detail}`} className={reason.matched ? styles.matched : styles.unmatched}>
          <span aria-hidden="true">{reason.matched ? '✓' : '✗'}</span>
          <span>
            {text}
            <span className="visually-hidden"> ({t(reason.matched ? 'reasons.matched' : 'reasons.missing')})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
