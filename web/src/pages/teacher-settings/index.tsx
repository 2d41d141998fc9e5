import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ConsentsForm } from '@/features/account/components/consents-form';
import { DeleteAccount } from '@/features/account/components/delete-account-form';
import { LanguageSection } from '@/features/account/components/language-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { ME } from '@/features/account/components/require-user';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { MfaSettings } from '@/features/mfa/components/mfa-settings';
import { ShareReferencesSection } from '@/features/references/components/share-references-form';
import { queryClient } from '@/lib/query-client';
import styles from './teacher-settings.module.css';

/**
 * TeacherSettingsPage is the teacher's account settings: consents, reference sharing, language, password,
 * two-factor authentication, deleting the account.
 */
export default function TeacherSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <TeacherArea>
      {(user) => (
        <>
          <PageHeader title={t('title')} intro={t('intro')} />
          <section aria-labelledby="settings-consents" className={`panel ${styles.section}`}>
            <h2 id="settings-consents">{t('consents.title')}</h2>
            <ConsentsForm />
          </section>
          <ShareReferencesSection className={styles.section} />
          <LanguageSection saved={user.language} className={styles.section} />
          <section aria-labelledby="settings-password" className={`panel ${styles.section}`}>
            <h2 id="settings-password">{t('password.title')}</h2>
            <ChangePasswordForm />
          </section>
          <section aria-labelledby="settings-mfa" className={`panel ${styles.section}`}>
            <h2 id="settings-mfa">{t('mfa.title')}</h2>
            <MfaSettings
              enabled={user.mfaEnabled}
              returnTo="/teacher/settings"
              onDisabled={() => queryClient.setQueryData(ME, { ...user, mfaEnabled: false })}
            />
          </section>
          <section aria-labelledby="settings-sessions" className={`panel ${styles.section}`}>
            <h2 id="settings-sessions">{t('sessions.title')}</h2>
            <SessionsList />
          </section>
          <section aria-labelledby="settings-delete" className={`panel ${styles.section}`}>
            <h2 id="settings-delete">{t('delete.title')}</h2>
            <DeleteAccount />
          </section>
        </>
      )}
    </TeacherArea>
  );
}
