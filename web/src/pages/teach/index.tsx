import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { CardGrid, LinkCard } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import {
  DISTRICTS,
  FLDOE_CERTIFICATION,
  FLDOE_FEE_PER_SUBJECT,
  FTCE_FEES,
  FTCE_REGISTRATION,
  SCHOOL_SEARCH,
  SCORE_VALIDITY_YEARS,
  SUBJECT_AREA_FEE_ELSEWHERE,
} from './data';
import styles from './teach.module.css';

/**
 * TeachPage links teacher resources and explains finding a school, certification in Florida and
 * what it costs, and where the three Tampa Bay districts hire.
 */
export default function TeachPage() {
  const { t } = useTranslation(['teach', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:teach.title')} intro={t('pages:teach.intro')}>
        <ul className="button-row" aria-label={t('resourcesLabel')}>
          <li>
            <Link to="/teacher-resources" className="button">
              {t('teacherResources')}
            </Link>
          </li>
          <li>
            <Link to="/online-courses" className="button">
              {t('onlineCourses')}
            </Link>
          </li>
        </ul>
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <section aria-labelledby="teach-schools" className={styles.section}>
          <h2 id="teach-schools">{t('schools.title')}</h2>
          <p>{t('schools.body')}</p>
          <ExternalLink href={SCHOOL_SEARCH} className="button button-secondary">
            {t('schoolLocator')}
          </ExternalLink>
        </section>

        <section aria-labelledby="teach-certify" className={styles.section}>
          <h2 id="teach-certify">{t('certify.title')}</h2>
          <p>{t('certify.body')}</p>
          <h3>{t('certify.abroad.heading')}</h3>
          <ol className={styles.steps}>
            {t('certify.abroad.steps', { returnObjects: true }).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{t('certify.abroad.note')}</p>
          <h3>{t('certify.states.heading')}</h3>
          <p>{t('certify.states.body')}</p>
          <p className={styles.check}>{t('certify.check')}</p>
          <ExternalLink href={FLDOE_CERTIFICATION} className="button button-secondary">
            {t('certification')}
          </ExternalLink>
        </section>

        <section id="certification-costs" aria-labelledby="teach-costs" className={styles.section}>
          <h2 id="teach-costs">{t('costs.title')}</h2>
          <p>{t('costs.fldoe', { fee: FLDOE_FEE_PER_SUBJECT })}</p>
          <p>{t('costs.exams')}</p>
          <table className={styles.table}>
            <caption>{t('costs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('costs.columns.exam')}</th>
                <th scope="col">{t('costs.columns.fee')}</th>
              </tr>
            </thead>
            <tbody>
              {FTCE_FEES.map(({ key, fee }) => (
                <tr key={key}>
                  <th scope="row">{t(`costs.fees.${key}`)}</th>
                  <td>{fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('costs.subjectAreaNote', { fee: SUBJECT_AREA_FEE_ELSEWHERE })}</p>
          <p>{t('costs.validity', { years: SCORE_VALIDITY_YEARS })}</p>
          <p>{t('costs.registration')}</p>
          <p className={styles.check}>{t('costs.check')}</p>
          <ExternalLink href={FTCE_REGISTRATION} className="button button-secondary">
            {t('costs.registrationLink')}
          </ExternalLink>
        </section>

        <section id="district-hiring" aria-labelledby="teach-districts">
          <div className={styles.section}>
            <h2 id="teach-districts">{t('districts.title')}</h2>
            <p>{t('districts.intro')}</p>
          </div>
          <CardGrid label={t('districts.label')}>
            {DISTRICTS.map(({ key, name, hiring, phone }) => (
              <LinkCard
                key={key}
                title={name}
                href={hiring}
                linkLabel={t(`districts.items.${key}.link`)}
              >
                <p>{t(`districts.items.${key}.text`)}</p>
                <p>
                  {t('districts.phone')}: <a href={phone.href}>{phone.display}</a>
                </p>
              </LinkCard>
            ))}
          </CardGrid>
        </section>
      </div>
    </>
  );
}
