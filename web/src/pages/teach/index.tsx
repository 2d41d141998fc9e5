import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import styles from './teach.module.css';

const SCHOOL_SEARCH = 'https://nces.ed.gov/ccd/schoolsearch/';
const FLDOE_CERTIFICATION = 'https://www.fldoe.org/teaching/certification/';

/** TeachPage links teacher resources and explains finding a school and certification in Florida. */
export default function TeachPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('teach.title')} intro={t('teach.intro')}>
        <ul className="button-row" aria-label={t('teach.resourcesLabel')}>
          <li>
            <Link to="/teacher-resources" className="button">
              {t('teach.teacherResources')}
            </Link>
          </li>
          <li>
            <Link to="/online-courses" className="button">
              {t('teach.onlineCourses')}
            </Link>
          </li>
        </ul>
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <section aria-labelledby="teach-schools" className={styles.section}>
          <h2 id="teach-schools">{t('teach.schools.title')}</h2>
          <p>{t('teach.schools.body')}</p>
          <ExternalLink href={SCHOOL_SEARCH} className="button button-secondary">
            {t('teach.schoolLocator')}
          </ExternalLink>
        </section>

        <section aria-labelledby="teach-certify" className={styles.section}>
          <h2 id="teach-certify">{t('teach.certify.title')}</h2>
          <p>{t('teach.certify.body')}</p>
          <h3>{t('teach.certify.abroad.heading')}</h3>
          <ol className={styles.steps}>
            {t('teach.certify.abroad.steps', { returnObjects: true }).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{t('teach.certify.abroad.note')}</p>
          <h3>{t('teach.certify.states.heading')}</h3>
          <p>{t('teach.certify.states.body')}</p>
          <p className={styles.check}>{t('teach.certify.check')}</p>
          <ExternalLink href={FLDOE_CERTIFICATION} className="button button-secondary">
            {t('teach.certification')}
          </ExternalLink>
        </section>
      </div>
    </>
  );
}
