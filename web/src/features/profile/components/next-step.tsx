import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../api/profile';
import { missingHref, nextMissing } from '../missing';
import { strengthPercent } from './profile-summary';
import styles from './profile.module.css';

/**
 * NextStepLink leads to where the profile's next missing item is filled in (the profile's own
 * field, a disclosures step or a preferences field), named by that item; nothing when the profile
 * lacks nothing the page can name. `onFollow` runs as it is followed.
 */
export function NextStepLink({ missing, onFollow }: { missing: readonly string[]; onFollow?: () => void }) {
  const { t } = useTranslation('profile');
  const code = nextMissing(missing);
  if (!code) return null;
  return (
    <Link to={missingHref(code)} onClick={onFollow} className={styles.nextLink}>
      {t(`missing.${code}`)}
    </Link>
  );
}

/**
 * NextStep is the dashboard's word on the profile (docs/product.md §2.6 Dashboard): how complete it
 * is and a link to its next missing item, or, once it is complete, a link to the job matches. It
 * waits for its texts and the profile on its own and shows nothing if the profile cannot be loaded.
 */
export function NextStep() {
  return (
    <Suspense fallback={null}>
      <ProfileNextStep />
    </Suspense>
  );
}

function ProfileNextStep() {
  const { t } = useTranslation('profile');
  const profile = useProfile({ quiet: true }).data;
  if (!profile) return null;
  return (
    <section aria-labelledby="next-step-title" className={`panel ${styles.nextStep}`}>
      <h2 id="next-step-title">{t('next.title')}</h2>
      {profile.complete ? (
        <p>
          {t('next.complete')} <Link to="/teacher/matches">{t('next.matches')}</Link>
        </p>
      ) : (
        <p>
          {t('next.incomplete', { value: strengthPercent(profile) })} <NextStepLink missing={profile.missing} />
        </p>
      )}
    </section>
  );
}
