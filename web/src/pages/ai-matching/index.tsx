import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import styles from './ai-matching.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** AiMatchingPage explains, in five sections, how TeachBay scores a teacher against a vacancy. */
export default function AiMatchingPage() {
  const { t } = useTranslation(['matching', 'pages']);
  const paragraphs = (texts: string[]) => texts.map((text) => <p key={text}>{text}</p>);
  return (
    <>
      <PageHeader title={t('pages:aiMatching.title')} intro={t('pages:aiMatching.intro')} />
      <div className={`container ${styles.content}`}>
        <Section id="matching-compare" title={t('compare.title')}>
          <p>{t('compare.body')}</p>
          <div className={styles.sides}>
            <div className={styles.side}>
              <h3>{t('compare.teacher.heading')}</h3>
              <List items={t('compare.teacher.items', { returnObjects: true })} />
            </div>
            <div className={styles.side}>
              <h3>{t('compare.vacancy.heading')}</h3>
              <List items={t('compare.vacancy.items', { returnObjects: true })} />
            </div>
          </div>
          <p>{t('compare.note')}</p>
        </Section>

        <Section id="matching-complete" title={t('complete.title')}>
          <p>{t('complete.body')}</p>
          <List items={t('complete.items', { returnObjects: true })} />
          <p>{t('complete.note')}</p>
        </Section>

        <Section id="matching-score" title={t('score.title')}>
          {paragraphs(t('score.body', { returnObjects: true }))}
        </Section>

        <Section id="matching-fairness" title={t('fairness.title')}>
          <p>{t('fairness.body')}</p>
          <List items={t('fairness.items', { returnObjects: true })} />
          <p>{t('fairness.note')}</p>
        </Section>

        <Section id="matching-people" title={t('people.title')}>
          {paragraphs(t('people.body', { returnObjects: true }))}
        </Section>
      </div>
    </>
  );
}
