import { useTranslation } from 'react-i18next';
import { LegalDocument } from '@/components/legal-document';

// Business constant (docs/product.md §9): change it only together with the text of the disclaimer.
const LAST_UPDATED = '2025-03-11';

const LINKS = { contact: '/contact-us' };

/** DisclaimerPage states the limits of what TeachBay publishes and links to. */
export default function DisclaimerPage() {
  const { t } = useTranslation(['legal', 'pages']);
  return (
    <LegalDocument
      title={t('pages:disclaimer.title')}
      dates={[{ label: t('dates.lastUpdated'), date: LAST_UPDATED }]}
      intro={[t('pages:disclaimer.intro')]}
      sections={t('disclaimer.sections', { returnObjects: true })}
      contact={t('disclaimer.contact')}
      links={LINKS}
    />
  );
}
