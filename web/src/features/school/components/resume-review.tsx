import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useOptionLabel } from '@/lib/options';
import { wordInsight, type Insight } from '@/lib/resume-insights';
import styles from './school.module.css';

const PRIORITIES = [
  [1, 'high'],
  [2, 'medium'],
  [3, 'low'],
] as const;

type Props = { insights: Insight[]; reviewedAt: string | null };

/**
 * ResumeReview is what TeachBay's review of the resume sent with the application found, said
 * about the resume rather than to the teacher, grouped by how much each point matters. Points
 * this page cannot word (a newer server's) are left out.
 */
export function ResumeReview({ insights, reviewedAt }: Props) {
  const { t, i18n } = useTranslation('school');
  const label = useOptionLabel();
  const worded = insights.flatMap((insight) => {
    const text = wordInsight(insight, { text: (key, values) => t(`insight.${key}`, values), label, language: i18n.language });
    return text === null ? [] : [{ insight, text }];
  });
  return (
    <section aria-labelledby="packet-review" className="panel">
      <h2 id="packet-review">{t('packet.review')}</h2>
      <p>{t('packet.reviewIntro')}</p>
      {reviewedAt && <p className={styles.muted}>{t('packet.reviewedAt', { date: formatDate(reviewedAt, i18n.language) })}</p>}
      {worded.length === 0 ? (
        <p>{t('packet.reviewNothing')}</p>
      ) : (
        PRIORITIES.map(([priority, name]) => {
          const group = worded.filter(({ insight }) => insight.priority === priority);
          if (group.length === 0) return null;
          return (
            <div key={name} className={styles.reviewGroup}>
              <h3 id={`review-${name}`}>{t(`packet.priorities.${name}`)}</h3>
              <ul aria-labelledby={`review-${name}`}>
                {group.map(({ insight, text }) => (
                  <li key={[insight.code, insight.detail ?? '', ...(insight.items ?? [])].join('|')}>{text}</li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
