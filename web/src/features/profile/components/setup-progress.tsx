import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../api/profile';
import { SETUP_STEPS, stepOf, type SetupStep } from '../missing';
import styles from './setup-progress.module.css';

/** SetupProgressProps name the step whose page shows the progress. */
export type SetupProgressProps = { current: SetupStep };

/**
 * SetupProgress shows the profile setup flow of docs/product.md §4, Profile → Disclosures → Preferences,
 * as links. A step is done when nothing it covers is missing from the profile; the page's own
 * step is marked with aria-current.
 */
export function SetupProgress({ current }: SetupProgressProps) {
  const { t } = useTranslation('profile');
  const missing = useProfile({ quiet: true }).data?.missing;
  return (
    <nav aria-label={t('setup.label')} className={styles.setup}>
      <ol className={styles.steps}>
        {SETUP_STEPS.map(({ step, path }, index) => {
          // Until the profile arrives, no step is called done or to do.
          const done = missing && !missing.some((code) => stepOf(code) === step);
          return (
            <li key={step} className={done ? `${styles.step} ${styles.done}` : styles.step}>
              <Link to={path} aria-current={step === current ? 'step' : undefined} className={styles.link}>
                <span className={styles.number} aria-hidden="true">
                  {done ? '✓' : index + 1}
                </span>
                <span className="visually-hidden">{t('setup.stepOf', { number: index + 1, total: SETUP_STEPS.length })}: </span>
                <span className={styles.name}>{t(`setup.${step}`)}</span>
                {missing && <span className={styles.state}>({done ? t('setup.done') : t('setup.todo')})</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
