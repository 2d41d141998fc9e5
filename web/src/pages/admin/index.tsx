import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { LanguageSection } from '@/features/account/components/language-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { AdminArea } from './admin-area';

/**
 * AdminPage is the admin console's home: what each part of it is for, the account's language and
 * the browsers signed in to the account.
 */
export default function AdminPage() {
  const { t } = useTranslation(['admin', 'account']);
  return (
    <AdminArea>
      {(user) => (
        <>
          <PageHeader title={t('overview.title')} intro={t('overview.intro')} />
          <AdminOverview />
          <LanguageSection saved={user.language} />
          <section aria-labelledby="account-sessions" className="panel">
            <h2 id="account-sessions">{t('account:sessions.title')}</h2>
            <SessionsList />
          </section>
        </>
      )}
    </AdminArea>
  );
}
