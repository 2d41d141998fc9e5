import { useTranslation } from 'react-i18next';
import { LinkCallout } from '@/components/link-callout';

/**
 * ReferencesCallout offers, on the profile beside the uploaded letters, to ask for confidential
 * references instead: one received reference counts as the profile's reference (issue 33).
 */
export function ReferencesCallout({ className }: { className?: string }) {
  const { t } = useTranslation('references');
  return (
    <LinkCallout
      id="references-callout"
      title={t('profileLink.title')}
      text={t('profileLink.text')}
      to="/teacher/references"
      link={t('profileLink.link')}
      className={className}
    />
  );
}
