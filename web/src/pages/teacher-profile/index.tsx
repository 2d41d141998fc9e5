import { useTranslation } from 'react-i18next';
import { LinkCallout } from '@/components/link-callout';
import { PageHeader } from '@/components/page-header';
import { ConsentsForm } from '@/features/account/components/consents-form';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { DocumentsSection } from '@/features/documents/components/document-upload';
import { ProfileResumeReview } from '@/features/jobs/components/resume-insight';
import { PresentationForm } from '@/features/profile/components/presentation-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileLoader, ProfileStrength } from '@/features/profile/components/profile-summary';
import { SetupProgress } from '@/features/profile/components/setup-progress';
import { WelcomeModal } from '@/features/profile/components/welcome-modal';
import { ReferencesCallout } from '@/features/references/components/references-callout';
import styles from './teacher-profile.module.css';

/**
 * TeacherProfilePage is the teacher's profile (docs/product.md §2.6 Profile): the setup progress, the
 * profile strength with what is missing, the details, the documents and the offer to ask for
 * confidential references instead of letters, the link to the certification path, the
 * presentation link and the three consents.
 * A link such as /teacher/profile#city or #resume lands on that field or block.
 */
export default function TeacherProfilePage() {
  return (
    <TeacherArea>
      {() => <Profile />}
    </TeacherArea>
  );
}

function Profile() {
  const { t } = useTranslation(['profile', 'settings']);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <SetupProgress current="profile" />
      <WelcomeModal />
      <ProfileLoader>
        {(profile) => (
          <>
            <ProfileStrength profile={profile} />
            <ProfileForm profile={profile} />
            <DocumentsSection resumeReview={(id) => <ProfileResumeReview resumeId={id} />} />
            <ReferencesCallout className={styles.consents} />
            <LinkCallout
              id="certification-callout"
              title={t('certificationLink.title')}
              text={t('certificationLink.text')}
              to="/teacher/certification"
              link={t('certificationLink.link')}
              className={styles.consents}
            />
            <PresentationForm presentation={profile.presentation} />
            <section aria-labelledby="profile-consents" className={`panel ${styles.consents}`}>
              <h2 id="profile-consents">{t('settings:consents.title')}</h2>
              <ConsentsForm />
            </section>
          </>
        )}
      </ProfileLoader>
    </>
  );
}
