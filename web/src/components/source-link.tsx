import { useTranslation } from 'react-i18next';
import { ExternalLink } from './external-link';

/**
 * Source is where a figure on a guide comes from: the address of the page, and the publisher and
 * date as the texts write them ("Apartment List via WFLA, January 2023"), so a reader can check it.
 */
export type Source = { href: string; cite: string };

/**
 * SourceLink shows "Source: <publisher, date>" with a link to the page the figure comes from,
 * so every figure on a guide can be dated and checked (issue 34: every figure has a date and a
 * source link).
 */
export function SourceLink({ href, cite, className }: Source & { className?: string }) {
  const { t } = useTranslation();
  return (
    <small className={className}>
      {t('source')}: <ExternalLink href={href}>{cite}</ExternalLink>
    </small>
  );
}
