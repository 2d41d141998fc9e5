import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export default function AssessmentAndDataTrackingPage() {
  const { t } = useTranslation('pages');
  return (
    <PageHeader
      title={t('assessmentAndDataTracking.title')}
      intro={t('assessmentAndDataTracking.intro')}
    />
  );
}
