import { useTranslation } from 'react-i18next';
import { formatZoned, zoneCity } from '@/lib/dates';

/**
 * useZonedText writes an instant as the teacher reads an interview time: in her zone, named, and in
 * Tampa's ("Thu, Mar 4, 9:00 PM (Manila time) · 9:00 AM in Tampa"; docs/design.md §10).
 */
export function useZonedText(timeZone: string): (value: string) => string {
  const { t, i18n } = useTranslation('jobs');
  return (value) => {
    const { own, tampa } = formatZoned(value, i18n.language, timeZone);
    const mine = t('interview.zoned', { time: own, zone: zoneCity(timeZone) });
    return tampa === null ? mine : `${mine} · ${t('interview.inTampa', { time: tampa })}`;
  };
}

/** ZonedTime shows an interview time in the teacher's zone and Tampa's, with the instant for machines. */
export function ZonedTime({ value, timeZone }: { value: string; timeZone: string }) {
  const text = useZonedText(timeZone);
  return <time dateTime={value}>{text(value)}</time>;
}
