import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function SchoolPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('school.title')} intro={t('school.intro')} />;
}
