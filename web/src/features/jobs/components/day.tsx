import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

/**
 * Day shows an instant (RFC 3339) or a calendar date ("2027-05-31") as a day in the visitor's
 * language, with the value itself for machines. A server-written page (the job page) has the
 * day as it is in Tampa, where the visitor's own may differ: hydration keeps the server's.
 */
export function Day({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} suppressHydrationWarning>
      {formatDate(value, i18n.language)}
    </time>
  );
}
