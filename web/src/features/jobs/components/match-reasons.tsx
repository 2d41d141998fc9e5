import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { wordReason, type Reason } from '@/lib/match-reasons';
import { useOptionLabel } from '@/lib/options';
import styles from './matches.module.css';

/**
 * MatchReasons says in words why a vacancy matches the teacher, factor by factor, each marked as
 * counting for them or not (a mark and a word, not only a colour). A reason this page cannot
 * word (a newer server's factor or detail) is left out rather than shown as codes. `labelledBy`
 * is the id of the heading that names the list, when there is one.
 */
export function MatchReasons({ reasons, labelledBy }: { reasons: Reason[]; labelledBy?: string }) {
  const { t } = useTranslation('jobs');
  const say = useReasonText();
  const worded = reasons.flatMap((reason) => {
    const text = say(reason);
    return text === null ? [] : [{ reason, text }];
  });
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

/**
 * useReasonText returns `say(reason)`: the reason as a sentence in the visitor's language, in the
 * teacher's voice, with its option codes as their labels, or null when this page has no words for it.
 */
function useReasonText() {
  const { t, i18n } = useTranslation('jobs');
  const label = useOptionLabel();
  const language = i18n.language;
  return useCallback(
    (reason: Reason): string | null =>
      wordReason(reason, {
        text: (key, values) => t(`reasons.${key}`, values),
        certification: (code) => t(`job.certifications.${code}`),
        label,
        language,
      }),
    [t, label, language],
  );
}
