import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/account/components/require-user';
import { VacancyBoard } from '@/features/jobs/components/vacancy-board';
import { useSessionHint } from '@/lib/browser';

/**
 * VacanciesPage is the public job board (docs/product.md §2.6 Vacancies list). A signed-in teacher's
 * rows carry her match, so for someone who may be signed in the session is made sure of first
 * (renewed if it has expired); without the session hint nobody is, and nothing needs asking.
 * A teacher, or a visitor who will log in, may save the search for its alerts.
 */
export default function VacanciesPage() {
  const { t } = useTranslation('pages');
  const signedIn = useSessionHint();
  const me = useCurrentUser({ enabled: signedIn });
  const viewer = !signedIn ? null : me.isPending ? undefined : (me.data?.id ?? null);
  // A visitor may save the search after logging in; a school user or an admin has no alerts.
  const saver = viewer === null ? 'visitor' : me.data?.role === 'teacher' ? 'teacher' : undefined;
  return (
    <>
      <PageHeader title={t('vacancies.title')} intro={t('vacancies.intro')} />
      <div className="container section">
        <VacancyBoard viewer={viewer} saver={saver} />
      </div>
    </>
  );
}
