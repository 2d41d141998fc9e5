import { useTranslation } from 'react-i18next';
import { LegalDocument } from '@/components/legal-document';

// Business constants (docs/product.md §9): change them only together with the text of the policy.
const EFFECTIVE = '2025-01-24';
const LAST_UPDATED = '2026-11-27';

const LINKS = {
  contact: '/contact-us',
  google: 'https://policies.google.com/privacy',
};

/** PrivacyPolicyPage says which personal information TeachBay handles, how, and your choices. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation(['legal', 'pages']);
  return (
    <LegalDocument
      title={t('pages:privacyPolicy.title')}
      dates={[
        { label: t('dates.effective'), date: EFFECTIVE },
        { label: t('dates.lastUpdated'), date: LAST_UPDATED },
      ]}
      intro={[t('pages:privacyPolicy.intro'), t('privacy.intro')]}
      sections={t('privacy.sections', { returnObjects: true })}
      contact={t('privacy.contact')}
      links={LINKS}
    />
  );
}
