import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOptionLabel } from '@/lib/options';
import { isProfileIncomplete, useMatches, type Match } from '../api/matches';
import type { ProfileFix } from './apply-panel';
import { Facts } from './facts';
import { MatchReasons } from './match-reasons';
import jobs from './jobs.module.css';
import styles from './matches.module.css';

type Props = {
  /** What the teacher's profile misses, and where each item is fixed. */
  fix: ProfileFix;
};

/**
 * MatchList is the teacher's job matches (docs/product.md §2.6): a fetching state, then the open
 * vacancies that fit them best, best first, each with its score and why; a prompt to update the
 * preferences when none fits, and what to complete first when the profile is not complete.
 */
export function MatchList({ fix }: Props) {
  const { t } = useTranslation('jobs');
  const matches = useMatches();
  const incomplete = isProfileIncomplete(matches.error) ? matches.error : null;

  let status = t('matches.loading');
  if (incomplete) status = t('matches.incomplete');
  else if (matches.data?.length === 0) status = t('matches.none');
  else if (matches.data) status = t('matches.found', { count: matches.data.length });

  return (
    <div className={jobs.board}>
      {/* One live region from the first render, so the change of what it says is read out. */}
      <p id="matches-status" role="status" className={jobs.status}>
        {status}
      </p>
      {incomplete && (
        <>
          {fix.list(incomplete.missing, 'matches-status')}
          <p>
            <Link to="/teacher/profile" className="button">
              {t('matches.completeProfile')}
            </Link>
          </p>
        </>
      )}
      {matches.data?.length === 0 && (
        <>
          <p>{t('matches.nonePrompt')}</p>
          <p>
            <Link to="/teacher/preferences" className="button">
              {t('matches.updatePreferences')}
            </Link>
          </p>
        </>
      )}
      {matches.data && matches.data.length > 0 && (
        <ol aria-label={t('matches.listLabel')} className={styles.list}>
          {matches.data.map((match) => (
            <MatchCard key={match.vacancy.id} match={match} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** MatchCard is one match: the vacancy's position, school, district and type, its score and why. */
function MatchCard({ match: { vacancy, score, reasons } }: { match: Match }) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const href = `/vacancies/${encodeURIComponent(vacancy.id)}`;
  return (
    <li className={`panel ${styles.card}`}>
      <div className={styles.head}>
        <h2>
          <Link to={href}>{vacancy.position}</Link>
        </h2>
        <p className={styles.score}>{t('matches.score', { score })}</p>
      </div>
      <Facts
        facts={[
          [t('job.school'), vacancy.schoolName],
          [t('job.district'), vacancy.district],
          [t('job.type'), vacancy.type && label('vacancyTypes', vacancy.type)],
        ]}
      />
      <details className={styles.why}>
        <summary>
          {t('matches.why')}
          <span className="visually-hidden">: {vacancy.position}</span>
        </summary>
        <MatchReasons reasons={reasons} />
      </details>
      <Link to={href} className={styles.view} aria-label={t('board.viewLabel', { position: vacancy.position })}>
        {t('board.view')}
      </Link>
    </li>
  );
}
