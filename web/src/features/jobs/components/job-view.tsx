import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SchoolCulture } from '@/components/school-culture/school-culture';
import { formatDays } from '@/lib/numbers';
import { useOptionLabel } from '@/lib/options';
import { useVacancy, type Vacancy } from '../api/vacancies';
import { ApplyPanel, type ProfileFix } from './apply-panel';
import { Day } from './day';
import { Facts, minimumExperience, type Fact } from './facts';
import { PayPanel } from './pay';
import styles from './jobs.module.css';

type Props = {
  id: string;
  /** The signed-in user's id, null for a visitor. */
  viewer: string | null;
  /** What the teacher's profile misses, and where each item is fixed. */
  fix: ProfileFix;
  /** What a teacher whose e-mail address is not confirmed sees in place of Apply now; null once it is. */
  confirmEmail?: ReactNode;
};

/**
 * JobView is one vacancy (docs/product.md §2.6 Job view): its overview, pay, description and requirements,
 * how its school works (its philosophies and culture text, when it described them), and beside them how to apply: a visitor is asked to log in; a teacher sees the requirements
 * checklist, whether they may apply, and Apply now or their application.
 */
export function JobView({ id, viewer, fix, confirmEmail = null }: Props) {
  const { t } = useTranslation('jobs');
  const vacancy = useVacancy(id, viewer);
  const job = vacancy.data;
  if (job === undefined) {
    return (
      <p role="status" className="container">
        {t('job.loading')}
      </p>
    );
  }
  return (
    <>
      <PageHeader title={job.position} intro={t('job.intro', { school: job.schoolName, district: job.district })} />
      <div className={`container ${styles.job}`}>
        <div className={styles.stack}>
          <Overview vacancy={job} />
          <PayPanel vacancy={job} />
          <WorkAuthorization vacancy={job} />
          {job.description && (
            <section aria-labelledby="job-description" className="panel">
              <h2 id="job-description">{t('job.description')}</h2>
              <p className={styles.text}>{job.description}</p>
            </section>
          )}
          {job.requirements && (
            <section aria-labelledby="job-requirements" className="panel">
              <h2 id="job-requirements">{t('job.requirements')}</h2>
              <p className={styles.text}>{job.requirements}</p>
            </section>
          )}
          {(job.philosophy.length > 0 || job.culture) && (
            <section aria-labelledby="job-culture" className="panel">
              <h2 id="job-culture">{t('job.culture')}</h2>
              <SchoolCulture philosophy={job.philosophy} culture={job.culture} />
            </section>
          )}
        </div>
        <ApplyPanel vacancy={job} signedIn={viewer !== null} fix={fix} confirmEmail={confirmEmail} />
      </div>
    </>
  );
}

/**
 * VacancyNotFound is the job page when its address names no vacancy: an id that is unknown, or
 * not even an id.
 */
export function VacancyNotFound() {
  const { t } = useTranslation('jobs');
  return (
    <PageHeader title={t('job.notFound')} intro={t('job.notFoundText')}>
      <Link to="/vacancies">{t('job.allVacancies')}</Link>
    </PageHeader>
  );
}

/** Overview lists a vacancy's facts, option codes in words and dates in the visitor's language. */
function Overview({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const rate = vacancy.responseRate;
  const facts: Fact[] = [
    [t('job.school'), vacancy.schoolName],
    [t('job.district'), vacancy.district],
    // The district's promise to applicants (docs/api.md "Hiring loop II"), once it has answered enough of them to mean something.
    ...(rate ? [[t('job.responseRate'), <ResponseRate rate={rate} />] satisfies Fact] : []),
    [t('job.type'), label('vacancyTypes', vacancy.type)],
    ...(vacancy.openings > 1 ? [[t('job.openings'), String(vacancy.openings)] satisfies Fact] : []),
    [t('job.level'), label('gradeLevels', vacancy.educationalLevel)],
    [t('job.subject'), label('subjects', vacancy.subject)],
    [t('job.designation'), label('designations', vacancy.designation)],
    [t('job.certification'), t(`job.certifications.${vacancy.requiredCertification}`)],
    [t('job.experience'), minimumExperience(t, vacancy.minYearsExperience)],
    [t('job.postedAt'), <Day value={vacancy.postedAt} />],
    [t('job.lastDate'), <Day value={vacancy.lastDateToApply} />],
    [t('job.status'), t(`job.statuses.${vacancy.status}`)],
  ];
  return (
    <section aria-labelledby="job-overview" className="panel">
      <h2 id="job-overview">{t('job.overview')}</h2>
      <Facts facts={facts} />
    </section>
  );
}

/** RELOCATION_VISAS is the relocation guide's section on work authorization and visas. */
const RELOCATION_VISAS = '/relocation-support#work-authorization';

/**
 * WorkAuthorization says in plain words whom the vacancy can hire (docs/api.md "Know before you
 * go"): a teacher from abroad asks it before anything else. Its words are one text per value, so
 * that the server's copy of the page (entry-server.tsx) can put the vacancy's in.
 */
function WorkAuthorization({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('jobs');
  return (
    <section aria-labelledby="job-work-authorization" className="panel">
      <h2 id="job-work-authorization">{t('job.workAuthorization.title')}</h2>
      <p>{t(`job.workAuthorization.notes.${vacancy.workAuthorization}`)}</p>
      <p>
        <Link to={RELOCATION_VISAS}>{t('job.workAuthorization.guide')}</Link>
      </p>
    </section>
  );
}

/**
 * ResponseRate says how the district answers its applicants: the share answered within 14 days
 * and, when it answered any, the median days to a first answer. Each part is one text, so that
 * the server's copy of the page (entry-server.tsx) can put its values in.
 */
function ResponseRate({ rate }: { rate: NonNullable<Vacancy['responseRate']> }) {
  const { t, i18n } = useTranslation('jobs');
  const median = rate.medianDays;
  return (
    <>
      {t('job.answered', { pct: rate.pct })}
      {median !== null && <span>{` ${t('job.medianDays', { count: median, days: formatDays(median, i18n.language) })}`}</span>}
    </>
  );
}
