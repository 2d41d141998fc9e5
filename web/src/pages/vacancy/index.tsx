import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmEmailToApply } from '@/features/account/components/confirm-email-to-apply';
import { useCurrentUser } from '@/features/account/components/require-user';
import { JobView } from '@/features/jobs/components/job-view';
import { MissingList } from '@/features/profile/components/profile-summary';
import { missingHref } from '@/features/profile/missing';
import type { ProfileFix } from '@/features/jobs/components/apply-panel';
import { useSessionHint } from '@/lib/browser';

// The query boundary shows it when the API answers that the address names no vacancy.
export { VacancyNotFound as NotFound } from '@/features/jobs/components/job-view';

const fix: ProfileFix = {
  list: (codes, labelledBy) => <MissingList codes={codes} labelledBy={labelledBy} />,
  href: missingHref,
};

/**
 * VacancyPage is one vacancy (docs/product.md §2.6 Job view), open to everyone. What the server answers
 * depends on who asks, so for someone who may be signed in the session is made sure of first
 * (renewed if it has expired); without the session hint nobody is, and nothing needs asking.
 * A teacher whose address is not confirmed is asked to confirm it before applying.
 */
export default function VacancyPage() {
  const { id = '' } = useParams();
  const signedIn = useSessionHint();
  if (!signedIn) return <JobView id={id} viewer={null} fix={fix} />;
  return <SignedInVacancy id={id} />;
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
  const user = me.data;
  return (
    <JobView
      id={id}
      viewer={user?.id ?? null}
      fix={fix}
      confirmEmail={user && !user.emailVerified ? <ConfirmEmailToApply email={user.email} /> : null}
    />
  );
}
