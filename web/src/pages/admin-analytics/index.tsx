import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AdminAnalytics } from '@/features/admin/components/analytics';
import { AdminArea } from '@/pages/admin/admin-area';

/** AdminAnalyticsPage is the admin console's account of how each district answers its applicants. */
export default function AdminAnalyticsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminArea>
      {() => (
        <>
          <PageHeader title={t('analytics.title')} intro={t('analytics.intro')} />
          <AdminAnalytics />
        </>
      )}
    </AdminArea>
  );
}
