import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useProfile, useWelcomeSeen } from '../api/profile';
import { nextMissing } from '../missing';
import { NextStepLink } from './next-step';
import styles from './profile.module.css';

/**
 * WelcomeModal greets a new teacher (docs/product.md §2.6) until they press "Got it", which the server
 * remembers, or follow its link to the first thing their profile misses. Closing it otherwise hides it for this visit only. It takes no props, and waits
 * for its texts on its own, so a page without the `profile` texts is not held up by it.
 */
export function WelcomeModal() {
  return (
    <Suspense fallback={null}>
      <Welcome />
    </Suspense>
  );
}

function Welcome() {
  const { t } = useTranslation('profile');
  const profile = useProfile({ quiet: true });
  const seen = useWelcomeSeen();
  const [closed, setClosed] = useState(false);
  const open = profile.data?.welcomeSeen === false && !closed;

  function gotIt() {
    setClosed(true);
    if (seen.isIdle) seen.mutate();
  }

  return (
    <Modal open={open} onClose={() => setClosed(true)} title={t('welcome.title')}>
      <p>{t('welcome.intro')}</p>
      <ul className={styles.welcome}>
        <li>{t('welcome.profile')}</li>
        <li>{t('welcome.preferences')}</li>
        <li>{t('welcome.documents')}</li>
      </ul>
      <p>{t('welcome.note')}</p>
      {profile.data && nextMissing(profile.data.missing) && (
        <p>
          {t('welcome.next')} <NextStepLink missing={profile.data.missing} onFollow={gotIt} />
        </p>
      )}
      <button type="button" className="button" onClick={gotIt}>
        {t('welcome.gotIt')}
      </button>
    </Modal>
  );
}
