import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function ContactUsPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('contactUs.title')} intro={t('contactUs.intro')} />;
}
