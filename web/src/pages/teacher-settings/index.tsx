import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ConsentsForm } from '@/features/account/components/consents-form';
import { DeleteAccount } from '@/features/account/components/delete-account-form';
import { TeacherArea } from '@/features/account/components/teacher-area';
import styles from './teacher-settings.module.css';

/** TeacherSettingsPage is the teacher's account settings: consents, password, deleting the account. */
export default function TeacherSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <TeacherArea>
      {() => (
        <>
          <PageHeader title={t('title')} intro={t('intro')} />
          <section aria-labelledby="settings-consents" className={`panel ${styles.section}`}>
            <h2 id="settings-consents">{t('consents.title')}</h2>
            <ConsentsForm />
          </section>
          <section aria-labelledby="settings-password" className={`panel ${styles.section}`}>
            <h2 id="settings-password">{t('password.title')}</h2>
            <ChangePasswordForm />
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
