import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/account/components/require-user';
import { JobView } from '@/features/jobs/components/job-view';
import { missingHref } from '@/features/profile/missing';
import { QueryProvider } from '@/lib/query-client';
import { hasSessionHint } from '@/lib/session-hint';

/**
 * VacancyPage is one vacancy (SPEC.md §2.6 Job view), open to everyone. What the server answers
 * depends on who asks, so for someone who may be signed in the session is made sure of first
 * (renewed if it has expired); without the session hint nobody is, and nothing needs asking.
 */
export default function VacancyPage() {
  const { id = '' } = useParams();
  if (!hasSessionHint()) return <JobView id={id} viewer={null} fixHref={missingHref} />;
  return (
    <QueryProvider>
      <SignedInVacancy id={id} />
    </QueryProvider>
  );
}

function SignedInVacancy({ id }: { id: string }) {
  const { t } = useTranslation('jobs');
  const me = useCurrentUser();
  if (me.isPending) {
    return (
      <p role="status" className="container">
        {t('job.loading')}
      </p>
    );
  }
  return <JobView id={id} viewer={me.data?.id ?? null} fixHref={missingHref} />;
}
