import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import type { User } from '@/features/account/api/account';
import { TeacherArea } from '@/features/account/components/teacher-area';
import { NextStep } from '@/features/profile/components/next-step';
import { WelcomeModal } from '@/features/profile/components/welcome-modal';
import { FLDOE_CERTIFICATION } from '@/pages/teach/data';
import styles from './teacher-dashboard.module.css';

/**
 * TeacherDashboardPage is a signed-in teacher's home (docs/product.md §2.6 Dashboard): the next step
 * for her profile, then the quick links.
 */
export default function TeacherDashboardPage() {
  return <TeacherArea>{(user) => <Dashboard user={user} />}</TeacherArea>;
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const links = [
    { key: 'matches', to: '/teacher/matches' },
    { key: 'explore', to: '/explore' },
    { key: 'teach', to: '/teach' },
    { key: 'templates', to: '/teacher-resources' },
  ] as const;
  return (
    <>
      <PageHeader title={t('dashboard.title', { name: user.firstName })} intro={t('dashboard.intro')} />
      <WelcomeModal />
      {!user.emailVerified && <p className={styles.notice}>{t('dashboard.verify', { email: user.email })}</p>}
      <NextStep />
      <ul className={styles.links} aria-label={t('dashboard.linksLabel')}>
        {links.map(({ key, to }) => (
          <li key={key}>
            <Link to={to}>{t(`dashboard.${key}`)}</Link>
            <p>{t(`dashboard.${key}Text`)}</p>
          </li>
        ))}
        <li>
          <ExternalLink href={FLDOE_CERTIFICATION}>{t('dashboard.certification')}</ExternalLink>
          <p>{t('dashboard.certificationText')}</p>
        </li>
      </ul>
    </>
  );
}
