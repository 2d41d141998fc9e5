import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';
import { SetupProgress } from '@/features/profile/components/setup-progress';

/** TeacherPreferencesPage is where a signed-in teacher sets their preferences (docs/product.md §3 "Preferences"). */
export default function TeacherPreferencesPage() {
  return <TeacherArea>{() => <Preferences />}</TeacherArea>;
}

function Preferences() {
  const { t } = useTranslation('preferences');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <SetupProgress current="preferences" />
      <PreferencesForm />
    </>
  );
}
