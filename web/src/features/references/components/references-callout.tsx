import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * ReferencesCallout offers, on the profile beside the uploaded letters, to ask for confidential
 * references instead: one received reference counts as the profile's reference (issue 33).
 */
export function ReferencesCallout({ className }: { className?: string }) {
  const { t } = useTranslation('references');
  return (
    <section aria-labelledby="references-callout" className={className ? `panel ${className}` : 'panel'}>
      <h2 id="references-callout">{t('profileLink.title')}</h2>
      <p>{t('profileLink.text')}</p>
      <p>
        <Link to="/teacher/references">{t('profileLink.link')}</Link>
      </p>
    </section>
  );
}
