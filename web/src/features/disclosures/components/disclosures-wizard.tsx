import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSectionAnswers, useSectionStates, type SectionState } from '../api/disclosures';
import { SECTIONS } from '../schema';
import type { RenderDocument } from './question-field';
import { ReviewStep } from './review-step';
import { SectionStep } from './section-step';
import { StepIndicator } from './step-indicator';
import { currentStep, REVIEW, STEPS, type SectionKey, type Step } from './steps';
import styles from './disclosures-wizard.module.css';

type Props = {
  /** Draws the upload of a work authorization card side where its question sits. */
  renderDocument: RenderDocument;
};

/**
 * DisclosuresWizard walks a teacher through the six disclosure sections, a step each, then a
 * review of every answer (docs/product.md §3). It opens where the teacher left off, or at `?step=`.
 */
export function DisclosuresWizard({ renderDocument }: Props) {
  const { t } = useTranslation('disclosures');
  const states = useSectionStates();
  const [params, setParams] = useSearchParams();
  const stateOf = (section: string): SectionState =>
    states.data?.find((row) => row.section === section)?.state ?? 'not_started';
  const step = currentStep(params.get('step'), stateOf);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<Step | null>(null);

  // A new step is announced by moving the focus to its heading (not on the first one shown).
  useEffect(() => {
    if (!states.data) return;
    if (shown.current && shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step, states.data]);

  if (states.isPending) return <p role="status">{t('loading')}</p>;

  const index = STEPS.indexOf(step);
  const go = (to: Step) => setParams({ step: to });
  return (
    <div className={styles.wizard}>
      <StepIndicator steps={STEPS} current={step} stateOf={stateOf} />
      <section aria-labelledby="disclosures-step" className={styles.step}>
        <p className={styles.position}>{t('steps.position', { current: index + 1, total: STEPS.length })}</p>
        <h2 id="disclosures-step" ref={heading} tabIndex={-1}>
          {step === REVIEW ? t('review.title') : t(`sections.${step}.title`)}
        </h2>
        {step === REVIEW ? (
          <ReviewStep stateOf={stateOf} onBack={() => go(STEPS[index - 1])} />
        ) : (
          <SectionLoader
            key={step}
            section={step}
            onBack={index > 0 ? () => go(STEPS[index - 1]) : undefined}
            onDone={() => go(STEPS[index + 1])}
            renderDocument={renderDocument}
          />
        )}
      </section>
    </div>
  );
}

type LoaderProps = {
  section: SectionKey;
  onBack?: () => void;
  onDone: () => void;
  renderDocument: RenderDocument;
};

/** SectionLoader shows a section's introduction and, once its answers arrive, its form. */
function SectionLoader({ section, ...step }: LoaderProps) {
  const { t } = useTranslation('disclosures');
  const saved = useSectionAnswers(section);
  const index = SECTIONS.findIndex((s) => s.key === section);
  return (
    <>
      <p>{t(`sections.${section}.intro`)}</p>
      {section === 'self_identification' && <p className={styles.notice}>{t('sections.self_identification.notice')}</p>}
      {saved.isPending && <p role="status">{t('loading')}</p>}
      {saved.data && (
        <SectionStep section={SECTIONS[index]} saved={saved.data} last={index === SECTIONS.length - 1} {...step} />
      )}
    </>
  );
}
