import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useOptions, type Options } from '@/lib/options';
import { useOverview, useUpdateVacancy, useVacancy, type OverviewSchool, type SchoolVacancy } from '../api/vacancies';
import type { NoticeState } from './new-vacancy';
import { Day, Facts, Loaded } from './parts';
import { VacancyForm } from './vacancy-form';
import { VacancyStatusActions, type StatusNotice } from './vacancy-status';
import styles from './school.module.css';

/** Notice is what the page last did, announced in its status line. */
type Notice = 'created' | 'saved' | StatusNotice;

/**
 * VacancyEditor is one of the district's vacancies: where it stands, Close or Reopen, the way to
 * its applicants, and every field to edit.
 */
export function VacancyEditor({ id }: { id: string }) {
  const { t } = useTranslation('school');
  const vacancy = useVacancy(id);
  const overview = useOverview();
  const options = useOptions();
  return (
    <Loaded query={vacancy} loading={t('edit.loading')} back={{ to: '/school/vacancies', label: t('edit.allVacancies') }}>
      {(data) => {
        if (!overview.data || !options.data) return <p role="status">{t('edit.loading')}</p>;
        return <Editor vacancy={data} schools={overview.data.schools} options={options.data} />;
      }}
    </Loaded>
  );
}

type EditorProps = { vacancy: SchoolVacancy; schools: OverviewSchool[]; options: Options };

function Editor({ vacancy, schools, options }: EditorProps) {
  const { t } = useTranslation('school');
  const location = useLocation();
  const update = useUpdateVacancy(vacancy.id);
  const [notice, setNotice] = useState<{ key: Notice } | null>(() =>
    (location.state as NoticeState | null)?.notice === 'created' ? { key: 'created' } : null,
  );
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const navigate = useNavigate();

  // "Posted" is said once: going back to this page later does not say it again.
  useEffect(() => {
    if ((location.state as NoticeState | null)?.notice) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  // What was done is read out, and the focus goes there: the button pressed may be gone.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const applicants = `/school/vacancies/${encodeURIComponent(vacancy.id)}/applicants`;
  return (
    <>
      <PageHeader title={vacancy.position} intro={t('edit.intro', { school: vacancy.schoolName })}>
        <div className={styles.headerActions}>
          <Link to={applicants} className="button button-secondary">
            {t('edit.viewApplicants', { count: vacancy.applicantCount })}
          </Link>
        </div>
      </PageHeader>
      <div className={styles.stack}>
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.notice}>
          {notice && t(`edit.notices.${notice.key}`)}
        </p>
        <section aria-labelledby="vacancy-status" className="panel">
          <h2 id="vacancy-status">{t('edit.status')}</h2>
          <Facts
            facts={[
              [t('edit.currentStatus'), t(`statuses.${vacancy.status}`)],
              [t('edit.postedAt'), <Day value={vacancy.postedAt} />],
              [t('edit.lastDate'), <Day value={vacancy.lastDateToApply} />],
              [t('edit.applicants'), <Link to={applicants}>{t('edit.applicantCount', { count: vacancy.applicantCount })}</Link>],
            ]}
          />
          <VacancyStatusActions vacancy={vacancy} onChanged={(key) => setNotice({ key })} />
        </section>
        <section aria-labelledby="vacancy-edit" className="panel">
          <h2 id="vacancy-edit">{t('edit.formTitle')}</h2>
          <VacancyForm
            schools={schools}
            options={options}
            vacancy={vacancy}
            send={async (input) => {
              setNotice(null);
              await update.mutateAsync(input);
              setNotice({ key: 'saved' });
            }}
            submitLabel={t('edit.submit')}
            busyLabel={t('edit.submitting')}
          />
        </section>
      </div>
    </>
  );
}
