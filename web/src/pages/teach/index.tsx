import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';

export default function TeachPage() {
  const { t } = useTranslation('pages');
  return (
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
        <li>
          <ExternalLink
            href="https://nces.ed.gov/ccd/schoolsearch/"
            className="button button-secondary"
          >
            {t('teach.schoolLocator')}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink
            href="https://www.fldoe.org/teaching/certification/"
            className="button button-secondary"
          >
            {t('teach.certification')}
          </ExternalLink>
        </li>
      </ul>
    </PageHeader>
  );
}
