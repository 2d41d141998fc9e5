import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { applicationPath } from './parts';

/** ApplicationLine is what every list of applications shows of one: its teacher and its score. */
type ApplicationLine = { applicationId: string; teacher: { firstName: string; lastName: string }; score: number | null };

/**
 * useApplicationColumns gives what the school's lists of applications (a vacancy's applicants,
 * the inbox) have in common: the teacher's name, the score, and the link to the application
 * named for its teacher.
 */
export function useApplicationColumns() {
  const { t } = useTranslation('school');
  const nameOf = (row: ApplicationLine) => t('fullName', { firstName: row.teacher.firstName, lastName: row.teacher.lastName });
  const score: Column<ApplicationLine> = {
    header: t('applicants.score'),
    cell: (row) => (row.score === null ? t('na') : t('percent', { score: row.score })),
  };
  const view: Column<ApplicationLine> = {
    header: t('applicants.application'),
    kind: 'actions',
    cell: (row) => (
      <Link to={applicationPath(row)} aria-label={t('applicants.viewLabel', { name: nameOf(row) })}>
        {t('applicants.view')}
      </Link>
    ),
  };
  return { nameOf, score, view };
}
