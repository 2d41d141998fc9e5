import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeacherArea } from '@/features/account/components/teacher-area';
import type { ProfileFix } from '@/features/jobs/components/apply-panel';
import { MatchList } from '@/features/jobs/components/match-list';
import { MissingList } from '@/features/profile/components/profile-summary';
import { missingHref } from '@/features/profile/missing';

const fix: ProfileFix = {
  list: (codes, labelledBy) => <MissingList codes={codes} labelledBy={labelledBy} />,
  href: missingHref,
};

/** TeacherMatchesPage is the signed-in teacher's job matches (docs/product.md §2.6 Job matches). */
export default function TeacherMatchesPage() {
  const { t } = useTranslation('jobs');
  return (
    <TeacherArea>
      {() => (
        <>
          <PageHeader title={t('matches.title')} intro={t('matches.intro')} />
          <MatchList fix={fix} />
        </>
      )}
    </TeacherArea>
  );
}
