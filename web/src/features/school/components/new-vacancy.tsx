import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useOptions } from '@/lib/options';
import { useCreateVacancy, useOverview, type VacancyInput } from '../api/vacancies';
import { VacancyForm } from './vacancy-form';
import styles from './school.module.css';

/** NoticeState is what a page of the portal was sent to announce (react-router location state). */
export type NoticeState = { notice?: 'created' };

/**
 * NewVacancy posts a vacancy at one of the district's schools; once created, the vacancy's own
 * page opens and says so.
 */
export function NewVacancy() {
  const { t } = useTranslation('school');
  const overview = useOverview();
  const options = useOptions();
  const create = useCreateVacancy();
  const navigate = useNavigate();

  async function send(input: VacancyInput) {
    const created = await create.mutateAsync(input);
    const state: NoticeState = { notice: 'created' };
    await navigate(`/school/vacancies/${encodeURIComponent(created.id)}`, { state });
  }

  let body;
  if (!overview.data || !options.data) {
    body = <p role="status">{t('form.loading')}</p>;
  } else if (overview.data.schools.length === 0) {
    body = <p className={styles.alert}>{t('form.noSchools')}</p>;
  } else {
    body = (
      <section aria-labelledby="new-vacancy-form" className="panel">
        <h2 id="new-vacancy-form" className="visually-hidden">
          {t('new.formTitle')}
        </h2>
        <VacancyForm
          schools={overview.data.schools}
          options={options.data}
          send={send}
          submitLabel={t('new.submit')}
          busyLabel={t('new.submitting')}
        />
      </section>
    );
  }

  return (
    <>
      <PageHeader title={t('new.title')} intro={t('new.intro')} />
      <div className={styles.stack}>{body}</div>
    </>
  );
}
