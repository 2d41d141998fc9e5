import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import alertStyles from '@/components/alert.module.css';
import { ExternalLink } from '@/components/external-link';
import { SourceLink } from '@/components/source-link';
import type { CertificationStepCode } from '@/lib/api-types';
import type { CertificationView } from '../api/certification';
import styles from './certification.module.css';

/**
 * SSN_STEPS are the steps a U.S. Social Security number blocks, and why (the facts file's "SSN
 * dependency"): the FTCE asks for it at registration and counts scores only under it; Florida
 * issues no certificate without it.
 */
export const SSN_STEPS: Readonly<Partial<Record<CertificationStepCode, 'exam' | 'certificate'>>> = {
  general_knowledge: 'exam',
  professional_education: 'exam',
  subject_area_exam: 'exam',
  temporary_certificate: 'certificate',
  professional_certificate: 'certificate',
};

/** SSN_GUIDE is where the relocation guide says when and how to get an SSN. */
const SSN_GUIDE = '/relocation-support#work-authorization';

type Step = CertificationView['steps'][string];

/** host names the site a source is on, as its link's text ("www.unf.edu"). */
function host(url: string): string {
  return new URL(url).host;
}

/**
 * NextStep shows the teacher's next step, highlighted: what it is, its fee, how long it usually
 * takes and its official page, each figure with its source and date, and, where the step needs an
 * SSN, why, with the guide to getting one. When every step is done it says so.
 */
export function NextStep({ code, step }: { code: CertificationStepCode | null; step: Step | undefined }) {
  const { t, i18n } = useTranslation('certification');
  if (code === null || step === undefined) {
    return <p className={alertStyles.done}>{t('nextStep.allDone')}</p>;
  }
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const { fee, typicalWeeks: weeks, sourceUrl } = step;
  let feeText = t('nextStep.noFee');
  if (fee) {
    const [first, second] = fee.amounts.map((amount) => money.format(amount));
    const amount =
      second === undefined ? t(`nextStep.amount.${fee.per}`, { amount: first }) : t('nextStep.amounts', { first, second });
    feeText = fee.date === null ? t('nextStep.undated', { fee: amount }) : t('nextStep.dated', { fee: amount, date: fee.date });
  }
  const ssn = SSN_STEPS[code];
  return (
    <section aria-labelledby="certification-next" className={styles.next}>
      <h2 id="certification-next">{t('nextStep.title', { step: t(`steps.${code}`) })}</h2>
      <p>{t(`about.${code}`)}</p>
      <dl className={styles.facts}>
        <dt>{t('nextStep.fee')}</dt>
        <dd>
          <span>{feeText}</span>
          {fee && <SourceLink href={fee.sourceUrl} cite={host(fee.sourceUrl)} />}
        </dd>
        <dt>{t('nextStep.weeks')}</dt>
        <dd>
          <span>{weeks ? t('nextStep.weeksRange', { min: weeks.min, max: weeks.max }) : t('nextStep.noWeeks')}</span>
          {weeks && <SourceLink href={weeks.sourceUrl} cite={host(weeks.sourceUrl)} />}
        </dd>
        <dt>{t('nextStep.official')}</dt>
        <dd>{sourceUrl ? <ExternalLink href={sourceUrl}>{t('nextStep.officialLink')}</ExternalLink> : t('nextStep.noOfficial')}</dd>
      </dl>
      {ssn && (
        <p>
          {t(`ssn.${ssn}`)} <Link to={SSN_GUIDE}>{t('ssn.guide')}</Link>
        </p>
      )}
    </section>
  );
}
