import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { nextPath, type User } from '@/features/account/api/account';
import { ME, RequireUser } from '@/features/account/components/require-user';
import { MfaSetup } from '@/features/mfa/components/mfa-setup';
import { queryClient } from '@/lib/query-client';

/**
 * UserMfaSetupPage turns two-factor authentication on for any signed-in user, then continues to
 * `?next=` (a path of this site) or the user's home.
 */
export default function UserMfaSetupPage() {
  return <RequireUser roles={['teacher', 'school', 'admin']}>{(user) => <Setup user={user} />}</RequireUser>;
}

function Setup({ user }: { user: User }) {
  const { t } = useTranslation('mfa');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t('setup.title')} intro={t('setup.intro')} />
      <div className="container">
        <MfaSetup
          continueTo={nextPath(params.get('next'), user.role)}
          onEnabled={() => queryClient.setQueryData(ME, { ...user, mfaEnabled: true })}
        />
      </div>
    </>
  );
}
