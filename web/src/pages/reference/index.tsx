import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RefereePage } from '@/features/references/components/referee-page';

/**
 * ReferencePage is where a referee answers a teacher's request for a confidential reference, from
 * the mailed link (issue 33). No account; kept from search engines and sent with no referrer.
 */
export default function ReferencePage() {
  const { t } = useTranslation('references');
  return (
    <>
      <PageHeader title={t('referee.title')} intro={t('referee.intro')} />
      <div className="container">
        <RefereePage />
      </div>
    </>
  );
}
