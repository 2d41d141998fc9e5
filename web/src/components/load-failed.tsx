import { useTranslation } from 'react-i18next';
import styles from './alert.module.css';

type Props = {
  /** What could not be loaded, when a page says more than the general "We could not load this". */
  message?: string;
  onRetry: () => void;
};

/** LoadFailed says that a read failed, with a button to try again. */
export function LoadFailed({ message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.alert}>
      <p>{message ?? t('loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
