import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** RouteError replaces a page that failed to load, for example after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('routeError.title')} intro={t('routeError.body')}>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </PageHeader>
  );
}
