import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { SourceLink } from '@/components/source-link';
import styles from './relocation.module.css';

/** The official pages on the J-1 teacher exchange and on certification for teachers trained abroad. */
const J1_PROGRAM = 'https://j1visa.state.gov';
const FLDOE_FOREIGN_TRAINED = 'https://www.fldoe.org/teaching/certification/foreign-trained-grads/';

/**
 * TOPICS are the sections whose facts come from relocation_2026 in the facts file: each is a title,
 * a list of facts (`work.<topic>.items`) and the pages they come from, cited as
 * `work.<topic>.cites.<n>` in the same order.
 */
const TOPICS = {
  j1Sponsors: [
    'https://j1visa.state.gov/participants/how-to-apply/sponsor-search/',
    'https://thefederalregister.org/81-FR/4945',
    'https://www.international.msstate.edu/offices/international-services-office/visiting-scholars/insurance',
  ],
  getSsn: [
    'https://isss.miami.edu/scholars/current-international-scholars/social-security-number/index.html',
    'https://www.interexchange.org/programs/career-training/intern-trainee/resources/social-security-card/applying',
    'https://www.irs.gov/taxtopics/tc857',
  ],
  h1b: [
    'https://cilawgroup.com/news/2024/09/30/guide-to-h-1b-cap-exempt-employers',
    'https://www.nixonpeabody.com/insights/alerts/2025/10/21/uscis-clarifies-100k-fee-for-certain-h-1b-visa-petitions',
    'https://www.koleyjessen.com/insights/publications/uscis-issues-guidance-address-questions-regarding-the-recent-presidential-proclamation-restricting-the-entry-of-certain-h-1b-beneficiaries',
    'https://www.govinfo.gov/content/pkg/BILLS-119s4087is/xml/BILLS-119s4087is.xml',
  ],
} as const;

/** Topic is one section of TOPICS: its facts, then a link to each of their sources. */
function Topic({ topic }: { topic: keyof typeof TOPICS }) {
  const { t } = useTranslation('relocation');
  const cites = t(`work.${topic}.cites`, { returnObjects: true });
  return (
    <>
      <h3>{t(`work.${topic}.title`)}</h3>
      <ul className={styles.list}>
        {t(`work.${topic}.items`, { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ul className={styles.sources}>
        {TOPICS[topic].map((href, index) => (
          <li key={href}>
            <SourceLink href={href} cite={cites[index]} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * WorkAuthorization explains the J-1 teacher exchange: who qualifies, how long, the 212(e) rule,
 * sponsors and health insurance, how to get an SSN and why it comes before a certificate, that
 * neither TeachBay nor Florida sponsors visas, and, for schools, the H-1B cap and 2025 fee.
 */
export function WorkAuthorization({ id }: { id: string }) {
  const { t } = useTranslation('relocation');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.section} ${styles.noPrint}`}>
      <h2 id={`${id}-title`}>{t('work.title')}</h2>
      <p className={styles.text}>{t('work.intro')}</p>
      <p className={styles.notice}>{t('work.sponsors')}</p>

      <h3>{t('work.eligibility.title')}</h3>
      <ul className={styles.list}>
        {t('work.eligibility.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h3>{t('work.duration.title')}</h3>
      <p className={styles.text}>{t('work.duration.text')}</p>

      <h3>{t('work.residency.title')}</h3>
      {t('work.residency.text', { returnObjects: true }).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}

      <h3>{t('work.ssn.title')}</h3>
      {t('work.ssn.text', { returnObjects: true }).map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      <p className={styles.text}>
        <Link to="/teach">{t('work.ssn.link')}</Link>
      </p>

      <Topic topic="getSsn" />
      <Topic topic="j1Sponsors" />
      <Topic topic="h1b" />

      <h3 id={`${id}-sources`}>{t('work.sources.title')}</h3>
      <ul className={styles.sources} aria-labelledby={`${id}-sources`}>
        <li>
          <ExternalLink href={J1_PROGRAM}>{t('work.sources.j1')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={FLDOE_FOREIGN_TRAINED}>{t('work.sources.fldoe')}</ExternalLink>
        </li>
      </ul>
      <p className={styles.legal}>{t('work.legal')}</p>
    </section>
  );
}
