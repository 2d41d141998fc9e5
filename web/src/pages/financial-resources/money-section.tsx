import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BUDGETS,
  DEDUCTION_RATE,
  ELECTRICITY,
  HILLSBOROUGH_AVERAGE_PAY,
  RENT_ONE_BEDROOM,
  STARTING_SALARY_TARGET,
  formatDollars,
  rentShare,
  type Budget,
} from './budget';
import { FIGURES } from './data';
import styles from './financial-resources.module.css';

const ROWS = ['gross', 'deductions', 'takeHome', 'rent', 'electricity', 'leftOver'] as const;
type Row = (typeof ROWS)[number];

/** amountOf is a row's amount in a scenario, negative for what is taken away. */
function amountOf(budget: Budget, row: Row): number {
  switch (row) {
    case 'gross':
      return budget.grossMonthly;
    case 'deductions':
      return -budget.deductions;
    case 'takeHome':
      return budget.takeHome;
    case 'rent':
      return -budget.rent;
    case 'electricity':
      return -budget.electricity;
    case 'leftOver':
      return budget.leftOver;
  }
}

// Rows that are results of the rows above them are set apart in the table.
const TOTALS = new Set<Row>(['takeHome', 'leftOver']);

/** MoneySection shows pay, taxes, rent and utility costs with their sources, and a sample budget. */
export function MoneySection({ id }: { id: string }) {
  const { t } = useTranslation('finance');
  const { salesTax, costarOneBedroom } = FIGURES;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.wide}>
      <h2 id={`${id}-title`}>{t('money.title')}</h2>
      <p>{t('money.intro')}</p>

      <h3>{t('money.pay.heading')}</h3>
      <ul className={styles.facts}>
        <li>{t('money.pay.hillsborough', { amount: formatDollars(HILLSBOROUGH_AVERAGE_PAY) })}</li>
        <li>{t('money.pay.pinellas', { amount: formatDollars(FIGURES.pinellasAveragePay) })}</li>
        <li>{t('money.pay.pasco')}</li>
        <li>{t('money.pay.state', { amount: formatDollars(STARTING_SALARY_TARGET) })}</li>
        <li>{t('money.pay.rank')}</li>
      </ul>
      <p>{t('money.pay.note')}</p>

      <h3>{t('money.taxes.heading')}</h3>
      <ul className={styles.facts}>
        <li>{t('money.taxes.income')}</li>
        <li>{t('money.taxes.sales', salesTax)}</li>
      </ul>

      <h3>{t('money.rent.heading')}</h3>
      <ul className={styles.facts}>
        <li>
          {t('money.rent.tampa', {
            oneBedroom: formatDollars(RENT_ONE_BEDROOM),
            twoBedroom: formatDollars(FIGURES.rentTwoBedroom),
          })}
        </li>
        <li>
          {t('money.rent.costar', {
            tampa: formatDollars(costarOneBedroom.tampa),
            clearwater: formatDollars(costarOneBedroom.clearwater),
            stPete: formatDollars(costarOneBedroom.stPete),
          })}
        </li>
        <li>{t('money.rent.affordable')}</li>
      </ul>

      <h3>{t('money.utilities.heading')}</h3>
      <ul className={styles.facts}>
        <li>{t('money.utilities.deposit', { amount: formatDollars(FIGURES.stPeteWaterDeposit) })}</li>
        <li>{t('money.utilities.electricity', { amount: formatDollars(ELECTRICITY) })}</li>
      </ul>
      <p>
        <Link to="/essentials">{t('money.utilities.link')}</Link>
      </p>

      <h3>{t('money.budget.heading')}</h3>
      <p>{t('money.budget.intro')}</p>
      <BudgetTable />
      <p>
        {t('money.budget.rentShare', {
          starting: rentShare(BUDGETS.starting),
          average: rentShare(BUDGETS.average),
        })}
      </p>
      <p className={styles.check}>{t('money.budget.oneTime')}</p>
    </section>
  );
}

/**
 * BudgetTable is the sample budget: one row per line, one column per salary, and where each
 * number comes from: a column on wide screens, a list under the table on narrow ones (CSS shows
 * one of the two), so that the amounts never need sideways scrolling on a phone.
 */
function BudgetTable() {
  const { t } = useTranslation('finance');
  const captionId = 'budget-caption';
  const label = (row: Row) => t(`money.budget.rows.${row}.label`, { rate: Math.round(DEDUCTION_RATE * 100) });
  return (
    <>
      {/* At the narrowest widths the table may still scroll; the region can then take focus. */}
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`data-table ${styles.table}`}>
          <caption id={captionId}>{t('money.budget.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('money.budget.columns.item')}</th>
              <th scope="col">
                {t('money.budget.columns.starting', { amount: formatDollars(STARTING_SALARY_TARGET) })}
              </th>
              <th scope="col">
                {t('money.budget.columns.average', { amount: formatDollars(HILLSBOROUGH_AVERAGE_PAY) })}
              </th>
              <th scope="col" className={styles.sourceCell}>
                {t('money.budget.columns.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className={TOTALS.has(row) ? styles.total : undefined}>
                <th scope="row">{label(row)}</th>
                <td className={styles.amount}>{formatDollars(amountOf(BUDGETS.starting, row))}</td>
                <td className={styles.amount}>{formatDollars(amountOf(BUDGETS.average, row))}</td>
                <td className={styles.sourceCell}>{t(`money.budget.rows.${row}.source`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.sourceList}>
        <p className={styles.sourceTitle}>{t('money.budget.columns.source')}</p>
        <dl>
          {ROWS.map((row) => (
            <div key={row}>
              <dt>{label(row)}</dt>
              <dd>{t(`money.budget.rows.${row}.source`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
