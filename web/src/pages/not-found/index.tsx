import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <PageHeader title={t('notFound.title')} intro={t('notFound.intro')}>
      <p>
        <Link to="/" className="button">
          {t('notFound.homeLink')}
        </Link>
      </p>
    </PageHeader>
  );
}
