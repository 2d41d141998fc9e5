import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import styles from './teach.module.css';

const SCHOOL_SEARCH = 'https://nces.ed.gov/ccd/schoolsearch/';
const FLDOE_CERTIFICATION = 'https://www.fldoe.org/teaching/certification/';

/** TeachPage links teacher resources and explains finding a school and certification in Florida. */
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
      </div>
    </>
  );
}
