import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SourceLink } from '@/components/source-link';
import {
  BUDGETS,
  DEDUCTION_RATE,
  ELECTRICITY,
  RENT_ONE_BEDROOM,
  STARTING_PAY,
  formatDollars,
  rentShare,
  type Budget,
} from './budget';
import { FIGURES, SOURCES } from './data';
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

/** Cited is a fact of the money picture followed by the links to its sources. */
function Cited({ text, sources }: { text: string; sources: readonly (keyof typeof SOURCES)[] }) {
  const { t } = useTranslation('finance');
  return (
    <li>
      {text}
      {sources.map((key) => (
        <span key={key} className={styles.source}>
          <SourceLink href={SOURCES[key]} cite={t(`money.sources.${key}`)} />
        </span>
      ))}
    </li>
  );
}

/** MoneySection shows pay, taxes, rent and utility costs with their dated sources, and a sample budget. */
export function MoneySection({ id }: { id: string }) {
  const { t } = useTranslation('finance');
  const { costarOneBedroom, rentJanuary2023, pascoSupplement } = FIGURES;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.wide}>
      <h2 id={`${id}-title`}>{t('money.title')}</h2>
      <p>{t('money.intro')}</p>

      <h3>{t('money.pay.heading')}</h3>
      <ul className={styles.facts}>
        <Cited
          text={t('money.pay.hillsborough', {
            amount: formatDollars(STARTING_PAY.hillsborough),
            supplement: formatDollars(FIGURES.hillsboroughSupplement),
          })}
          sources={['hillsboroughStart', 'hillsboroughSupplement']}
        />
        <Cited
          text={t('money.pay.pinellas', { amount: formatDollars(STARTING_PAY.pinellas) })}
          sources={['pinellasStart', 'pinellasRaise']}
        />
        <Cited
          text={t('money.pay.pasco', {
            amount: formatDollars(FIGURES.pascoBase),
            min: formatDollars(pascoSupplement.min),
            max: formatDollars(pascoSupplement.max),
          })}
          sources={['pascoBase', 'pascoSupplement']}
        />
        <li>{t('money.pay.state', { amount: formatDollars(FIGURES.startingSalaryTarget) })}</li>
        <li>{t('money.pay.rank')}</li>
      </ul>
      <p>{t('money.pay.note')}</p>

      <h3>{t('money.taxes.heading')}</h3>
      <ul className={styles.facts}>
        <li>{t('money.taxes.income')}</li>
        <li>{t('money.taxes.sales')}</li>
      </ul>

      <h3>{t('money.rent.heading')}</h3>
      <ul className={styles.facts}>
        <Cited
          text={t('money.rent.recent', { amount: formatDollars(RENT_ONE_BEDROOM) })}
          sources={['rentOctober2025']}
        />
        <Cited
          text={t('money.rent.tampa', {
            oneBedroom: formatDollars(rentJanuary2023.oneBedroom),
            twoBedroom: formatDollars(rentJanuary2023.twoBedroom),
          })}
          sources={['rentJanuary2023']}
        />
        <li>
          {t('money.rent.costar', {
            tampa: formatDollars(costarOneBedroom.tampa),
            clearwater: formatDollars(costarOneBedroom.clearwater),
            stPete: formatDollars(costarOneBedroom.stPete),
          })}
        </li>
        <li>{t('money.rent.affordable')}</li>
      </ul>
      <p>
        <Link to="/housing-resources#rents">{t('money.rent.link')}</Link>
      </p>

      <h3>{t('money.utilities.heading')}</h3>
      <ul className={styles.facts}>
        <Cited
          text={t('money.utilities.deposit', { amount: formatDollars(FIGURES.stPeteWaterDeposit) })}
          sources={['stPeteDeposit']}
        />
        <Cited
          text={t('money.utilities.electricity', { amount: formatDollars(ELECTRICITY) })}
          sources={['electricity']}
        />
      </ul>
      <p>
        <Link to="/essentials">{t('money.utilities.link')}</Link>
      </p>

      <h3>{t('money.budget.heading')}</h3>
      <p>{t('money.budget.intro')}</p>
      <BudgetTable />
      <p>
        {t('money.budget.rentShare', {
          hillsborough: rentShare(BUDGETS.hillsborough),
          pinellas: rentShare(BUDGETS.pinellas),
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
                {t('money.budget.columns.hillsborough', { amount: formatDollars(STARTING_PAY.hillsborough) })}
              </th>
              <th scope="col">
                {t('money.budget.columns.pinellas', { amount: formatDollars(STARTING_PAY.pinellas) })}
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
                <td className={styles.amount}>{formatDollars(amountOf(BUDGETS.hillsborough, row))}</td>
                <td className={styles.amount}>{formatDollars(amountOf(BUDGETS.pinellas, row))}</td>
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
