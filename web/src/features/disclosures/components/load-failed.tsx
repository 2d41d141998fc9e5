import { useTranslation } from 'react-i18next';
import styles from './disclosures-wizard.module.css';

/** LoadFailed says the answers could not be loaded and offers to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('disclosures');
  return (
    <div role="alert" className={styles.alert}>
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
