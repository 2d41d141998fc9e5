import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllSectionAnswers, type SectionAnswers, type SectionState } from '../api/disclosures';
import { isVisible, SECTIONS, type Answers, type Question, type Section } from '../schema';
import { SECTION_KEYS } from './steps';
import { useQuestionTexts, type QuestionTexts } from './use-question-texts';
import styles from './disclosures-wizard.module.css';

type Props = {
  stateOf: (section: string) => SectionState;
  onBack: () => void;
};

/**
 * ReviewStep lists every section's answers, as the teacher would read them, with a link to edit
 * each section; once all are complete it leads on to the preferences (docs/product.md §4 setup flow).
 */
export function ReviewStep({ stateOf, onBack }: Props) {
  const { t } = useTranslation('disclosures');
  const results = useAllSectionAnswers(SECTION_KEYS);
  if (results.some((result) => !result.data)) return <p role="status">{t('loading')}</p>;
  const allComplete = SECTION_KEYS.every((key) => stateOf(key) === 'complete');
  return (
    <>
      <p>{t('review.intro')}</p>
      {SECTIONS.map((section, i) => (
        <SectionReview key={section.key} section={section} saved={results[i].data as SectionAnswers} state={stateOf(section.key)} />
      ))}
      <p role="status" className={allComplete ? styles.done : styles.notice}>
        {allComplete ? t('review.allComplete') : t('review.incomplete')}
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('buttons.back')}
        </button>
        {allComplete && (
          <Link to="/teacher/preferences" className="button">
            {t('buttons.finish')}
          </Link>
        )}
      </div>
    </>
  );
}

type SectionReviewProps = { section: Section; saved: SectionAnswers; state: SectionState };

/** SectionReview is one section's title, state, Edit link and the answers to its asked questions. */
function SectionReview({ section, saved, state }: SectionReviewProps) {
  const { t } = useTranslation('disclosures');
  const texts = useQuestionTexts();
  const title = t(`sections.${section.key as 'profile'}.title`);
  const { answers } = saved;
  const asked = section.questions.filter((q) => q.type !== 'document' && isVisible(q, answers));
  return (
    <section aria-labelledby={`review-${section.key}`} className={styles.review}>
      <div className={styles.reviewHead}>
        <h3 id={`review-${section.key}`}>{title}</h3>
        <span className={`${styles.state} ${styles[state]}`}>{t(`states.${state}`)}</span>
        <Link to={`?step=${section.key}`}>
          {t('buttons.edit')} <span className="visually-hidden">{title}</span>
        </Link>
      </div>
      <dl>
        {asked.map((q) => (
          <div key={q.key} className={q.showIf ? styles.followUpAnswer : undefined}>
            <dt>{texts.label(q)}</dt>
            <dd>{shownAnswer(q, answers, texts, t) ?? t('review.notAnswered')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** shownAnswer writes an answer as the teacher chose it, or undefined when there is none. */
function shownAnswer(
  q: Question,
  answers: SectionAnswers['answers'],
  texts: QuestionTexts,
  t: TFunction<'disclosures'>,
): string | undefined {
  if (q.type === 'ssn') return answers.ssnLast4 ? t('ssn.review', { last4: answers.ssnLast4 }) : undefined;
  const value: Answers[string] | undefined = answers[q.key];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => texts.optionLabel(q, item)).join(', ');
  if (['yesno', 'select', 'usState'].includes(q.type)) return texts.optionLabel(q, String(value));
  if (q.type === 'date') return texts.date(String(value));
  return String(value);
}
