import { useTranslation } from 'react-i18next';
import { Table } from '@/components/data-table/data-table';
import { formatDate } from '@/lib/dates';
import { SELF_ID_CODES, useSelfIdReport, type SelfIdGroup } from '../api/reports';
import { LoadFailed } from '@/components/load-failed';
import { Status } from './list-parts';
import styles from './admin.module.css';

const GROUPS = Object.keys(SELF_ID_CODES) as SelfIdGroup[];

/**
 * SelfIdReport shows the voluntary self-identification of the teachers as counts per answer, one
 * table per question, with the day of the snapshot they come from. Counts below 5 come as null and
 * show as "Fewer than 5", so that no one can be picked out.
 */
export function SelfIdReport() {
  const { t, i18n } = useTranslation('admin');
  const report = useSelfIdReport();
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? t('reports.fewerThanFive') : new Intl.NumberFormat(i18n.language).format(value);

  if (report.isError) return <LoadFailed onRetry={() => void report.refetch()} />;
  if (!report.data) return <Status>{t('common.loading')}</Status>;
  const data = report.data;
  return (
    <div className={styles.stack}>
      <p className={styles.notice}>{t('reports.privacy')}</p>
      <p className={styles.muted}>{t('reports.asOf', { date: formatDate(data.asOf, i18n.language, 'long') })}</p>
      <p className={styles.status}>
        {t('reports.total')} {count(data.total)}
      </p>
      <div className={styles.report}>
        {GROUPS.map((group) => {
          const answers = data[group] ?? {};
          // Codes this release does not know yet still show, as themselves, after the known ones.
          const codes = [...SELF_ID_CODES[group], ...Object.keys(answers).filter((code) => !SELF_ID_CODES[group].includes(code))];
          return (
            <Table
              key={group}
              caption={t(`reports.groups.${group}`)}
              columns={[
                { header: t('reports.answer'), cell: (code) => t(`reports.codes.${group}.${code}` as never, { defaultValue: code }), title: true },
                { header: t('reports.teachers'), cell: (code) => count(answers[code]), kind: 'number' },
              ]}
              rows={codes}
              rowKey={(code) => code}
            />
          );
        })}
      </div>
    </div>
  );
}
