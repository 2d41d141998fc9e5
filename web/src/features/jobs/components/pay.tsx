import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUSD } from '@/lib/numbers';
import { salarySchedulesQuery } from '@/lib/salary-schedules';
import { schoolsQuery } from '@/lib/schools';
import type { VacancyDetail } from '../api/vacancies';
import { Day } from './day';
import { Facts, salaryText, type Fact } from './facts';
import { rentIn } from './rents';
import styles from './jobs.module.css';

/**
 * PayPanel is what a job pays and what living near it costs (docs/api.md "Know before you go"): the
 * range the school states; a signed-in teacher's own estimate from her district's salary schedule,
 * or for anyone else the district's starting salary; the district's supplements; the typical rent
 * of the school's area; and, from the pay and the rent, what is left each month. Every figure says
 * where it comes from and when. The server writes the range into the job page (entry-server.tsx);
 * the schedule and the rent follow once the schools and schedules are read.
 */
export function PayPanel({ vacancy }: { vacancy: VacancyDetail }) {
  const { t, i18n } = useTranslation('jobs');
  // Without them the panel shows what the vacancy itself says: the page still works.
  const schools = useQuery({ ...schoolsQuery, throwOnError: false });
  const schedules = useQuery({ ...salarySchedulesQuery, throwOnError: false });
  const school = schools.data?.find((candidate) => candidate.id === vacancy.schoolId);
  const schedule = school && schedules.data?.find((candidate) => candidate.organizationId === school.organizationId);
  const estimate = vacancy.salaryEstimate ?? null;
  const money = (dollars: number) => formatUSD(dollars, i18n.language);
  const source = (url: string, label: ReactNode) => (
    <a href={url} rel="noopener noreferrer external">
      {label}
    </a>
  );
  const from = (schoolYear: string, url: string) => (
    <>
      {t('pay.fromSchedule', { district: vacancy.district, schoolYear })} {source(url, t('pay.source'))}
    </>
  );

  const facts: Fact[] = [];
  if (vacancy.salaryMin !== null) {
    facts.push([
      t('job.salary'),
      <>
        {salaryText(t, i18n.language, vacancy.salaryMin, vacancy.salaryMax)}
        <small className={styles.source}>{t('pay.statedBySchool')}</small>
      </>,
    ]);
  }
  if (estimate) {
    const basis = estimate.degree
      ? t('pay.estimateStep', { degree: t(`pay.degrees.${estimate.degree}`), count: estimate.years })
      : t('pay.estimateStarting');
    facts.push([
      t('pay.estimate'),
      <>
        {t('pay.perYear', { amount: money(estimate.amount) })}
        <small className={styles.source}>
          {basis} {from(estimate.schoolYear, estimate.sourceUrl)}
        </small>
      </>,
    ]);
  } else if (schedule && schedule.startingSalary !== null) {
    facts.push([
      t('pay.starting'),
      <>
        {t('pay.perYear', { amount: money(schedule.startingSalary) })}
        <small className={styles.source}>
          {from(schedule.schoolYear, schedule.sourceUrl)} {t('pay.retrieved')} <Day value={schedule.retrievedOn} />
        </small>
      </>,
    ]);
  }
  for (const supplement of schedule?.supplements ?? []) {
    facts.push([
      supplement.name,
      <>
        {supplement.amount === null ? t('pay.noSingleFigure') : t('pay.plusPerYear', { amount: money(supplement.amount) })}
        <small className={styles.source}>{source(supplement.sourceUrl, t('pay.source'))}</small>
      </>,
    ]);
  }
  const rent = school && rentIn(school.city);
  if (rent) {
    facts.push([
      t('pay.rent', { area: t(`pay.areas.${rent.area}`) }),
      <>
        {t('pay.perMonth', { amount: money(rent.dollars) })}
        <small className={styles.source}>
          {t(`pay.measures.${rent.measure}`, { unit: t(`pay.units.${rent.unit}`) })} <Day value={rent.date} />.{' '}
          {source(rent.source, rent.provider)}
        </small>
      </>,
    ]);
    // The pay the teacher would start from: her own, else the least the job or district states.
    const pay = estimate?.amount ?? vacancy.salaryMin ?? schedule?.startingSalary ?? null;
    if (pay !== null) {
      facts.push([
        t('pay.left'),
        <>
          {t('pay.perMonth', { amount: money(Math.round(pay / 12) - rent.dollars) })}
          <small className={styles.source}>{t('pay.leftNote', { pay: money(pay) })}</small>
        </>,
      ]);
    }
  }
  return (
    <section aria-labelledby="job-pay" className="panel">
      <h2 id="job-pay">{t('pay.title')}</h2>
      <p>{t('pay.intro')}</p>
      <Facts facts={facts} />
    </section>
  );
}
