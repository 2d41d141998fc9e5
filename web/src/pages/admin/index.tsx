import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function AdminPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('admin.title')} intro={t('admin.intro')} />;
}
