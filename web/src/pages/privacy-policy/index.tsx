import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  return <PageHeader title={t('privacyPolicy.title')} intro={t('privacyPolicy.intro')} />;
}
