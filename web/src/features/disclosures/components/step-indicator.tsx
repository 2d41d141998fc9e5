import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SectionState } from '../api/disclosures';
import { REVIEW, type Step } from './steps';
import styles from './disclosures-wizard.module.css';

type Props = {
  steps: readonly Step[];
  current: Step;
  stateOf: (section: string) => SectionState;
};

/**
 * StepIndicator lists the wizard's steps with how far each section got; each step is a link,
 * so the teacher can go back to any of them, and the current one is marked for screen readers.
 */
export function StepIndicator({ steps, current, stateOf }: Props) {
  const { t } = useTranslation('disclosures');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {steps.map((step, i) => {
          const state = step === REVIEW ? undefined : stateOf(step);
          return (
            <li key={step} className={state ? styles[state] : undefined}>
              <Link to={`?step=${step}`} aria-current={step === current ? 'step' : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  {step === REVIEW ? t('steps.review') : t(`sections.${step}.title`)}
                  {state && (
                    <>
                      {' '}
                      <span className={styles.state}>{t(`states.${state}`)}</span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
