import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useOptionLabel } from '@/lib/options';
import description from '../../../../shared/disclosures.json';
import usStates from '../../../../shared/us-states.json';
import type { Disclosure } from '../api/applications';
import styles from './school.module.css';

/*
 * The teacher's answers are keyed by the questions of web/shared/disclosures.json, and their
 * texts are those the teacher answered in the `disclosures` namespace: the school reads the very
 * questions the teacher did, in the school user's language.
 */

type Question = {
  key: string;
  /** The name of its texts when several questions share them; its key otherwise. */
  text?: string;
  type: string;
  showIf?: { key: string; equals: string };
};

const SECTIONS = (description as { sections: { key: string; questions: Question[] }[] }).sections;
const STATES = new Map((usStates as { code: string; name: string }[]).map((state) => [state.code, state.name]));

type Answers = Disclosure['answers'];
type Text = (key: string, options?: Record<string, unknown>) => string;

/**
 * DisclosureAnswers lists the teacher's answers to the employment, criminal and additional
 * questions, each under its question as the teacher read it, follow-ups under the answer they
 * follow; a question left unanswered says so.
 */
export function DisclosureAnswers({ disclosures }: { disclosures: Disclosure[] }) {
  const { t, i18n } = useTranslation('disclosures');
  const { t: school } = useTranslation('school');
  const label = useOptionLabel();
  // The keys come from the shared description, so they are only known to exist at run time.
  const words: Words = { text: t as unknown as Text, label, language: i18n.language };
  const { text } = words;
  const answered = SECTIONS.flatMap((section) => {
    const disclosure = disclosures.find((item) => item.section === section.key);
    return disclosure ? [{ section, answers: disclosure.answers }] : [];
  });
  if (answered.length === 0) return <p>{school('packet.noDisclosures')}</p>;
  return (
    <>
      {answered.map(({ section, answers }) => (
        <div key={section.key} className={styles.disclosure}>
          <h3 id={`disclosures-${section.key}`}>{text(`sections.${section.key}.title`)}</h3>
          <dl aria-labelledby={`disclosures-${section.key}`}>
            {section.questions
              .filter((q) => q.type !== 'document' && (!q.showIf || answers[q.showIf.key] === q.showIf.equals))
              .map((q) => (
                <div key={q.key} className={q.showIf ? styles.followUp : undefined}>
                  <dt>{text(`questions.${q.text ?? q.key}.label`)}</dt>
                  <dd>{answerText(q, answers[q.key], words) ?? school('packet.notAnswered')}</dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </>
  );
}

type Words = { text: Text; label: (group: 'subjects', code: string) => string; language: string };

/** answerText is the words of one answer, as the teacher chose it; undefined when there is none. */
function answerText(q: Question, value: Answers[string] | undefined, { text, label, language }: Words): string | undefined {
  if (value === undefined || value === '') return undefined;
  const one = (item: string): string => {
    switch (q.type) {
      case 'yesno':
        return text(`yesno.${item}`);
      case 'languages':
        return text(`languages.${item}`);
      case 'subjects':
        return item === 'other' ? text('otherSubject') : label('subjects', item);
      case 'usState':
        return STATES.get(item) ?? item;
      case 'select':
      case 'multiselect':
        return text(`questions.${q.text ?? q.key}.options.${item}`);
      case 'date':
        return formatDate(item, language, 'long');
    }
    return item;
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(String(value));
}
