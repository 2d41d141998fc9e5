import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/i18n';
import { LanguageSection } from './language-form';
import { SessionsList } from './sessions-list';

/**
 * AccountCards are the account's language and the browsers signed in to it, as the cards a page
 * of a school user's or an admin's settings ends with. `language` is the account's language now.
 */
export function AccountCards({ language }: { language: Language }) {
  const { t } = useTranslation('account');
  return (
    <>
      <LanguageSection saved={language} />
      <section aria-labelledby="account-sessions" className="panel">
        <h2 id="account-sessions">{t('sessions.title')}</h2>
        <SessionsList />
      </section>
    </>
  );
}
