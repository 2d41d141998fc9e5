import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile, type Profile } from '../api/profile';
import { isMissingCode, missingHref } from '../missing';
import styles from './profile.module.css';

/**
 * ProfileLoader fetches the teacher's profile and draws `children` with it, saying so while it
 * loads. It needs a QueryProvider above it (a `data` route's query boundary), which says when the
 * profile cannot be loaded.
 */
export function ProfileLoader({ children }: { children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.data === undefined) return <p role="status">{t('loading')}</p>;
  return children(profile.data);
}

/** strengthPercent is the profile's strength as a whole percentage, 0 to 100. */
export function strengthPercent(profile: Profile): number {
  return Math.min(100, Math.max(0, Math.round(profile.strength)));
}

/**
 * ProfileStrength shows how complete the profile is (docs/design.md §5): a meter with its value in
 * words, and each item still missing as a link to where it is fixed.
 */
export function ProfileStrength({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const value = strengthPercent(profile);
  const text = t('strength.value', { value });
  return (
    <section aria-labelledby="strength-title" className={`panel ${styles.card}`}>
      <h2 id="strength-title">{t('strength.title')}</h2>
      <div
        role="meter"
        aria-labelledby="strength-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        className={styles.meter}
      >
        <span className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <p className={styles.value} aria-hidden="true">
        {text}
      </p>
      {profile.complete ? (
        <p className={styles.complete}>{t('strength.complete')}</p>
      ) : (
        <>
          <p id="missing-intro">{t('strength.incomplete')}</p>
          <MissingList codes={profile.missing} labelledBy="missing-intro" />
        </>
      )}
    </section>
  );
}

/**
 * MissingList names each item a profile still misses as a link to where it is fixed; the reference
 * has a second link, to ask for a confidential reference instead of uploading a letter.
 */
export function MissingList({ codes, labelledBy }: { codes: string[]; labelledBy: string }) {
  const { t } = useTranslation('profile');
  // A code this page does not know yet (a newer server) is left out rather than shown raw.
  const missing = codes.filter(isMissingCode);
  return (
    <ul aria-labelledby={labelledBy} className={styles.missing}>
      {missing.map((code) => (
        <li key={code}>
          <Link to={missingHref(code)}>{t(`missing.${code}`)}</Link>
          {/* A received confidential reference counts in place of an uploaded letter (issue 33). */}
          {code === 'reference' && (
            <>
              {' '}
              <Link to="/teacher/references">{t('missing.referenceAsk')}</Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
