import { useTranslation } from 'react-i18next';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import {
  CREDIT_UNIONS,
  PHILIPPINE_BANKS,
  REMITTANCE_SERVICES,
  SECTIONS,
  US_BANKS,
  type Phone,
} from './data';
import styles from './financial-resources.module.css';
import { MoneySection } from './money-section';

const [money, account, banks, creditUnions, philippineBanks, remittance] = SECTIONS;

/**
 * FinancialResourcesPage helps a newly arrived teacher with money: what pay and costs look like,
 * opening a first account, banks and credit unions, Philippine banks and sending money home.
 */
export default function FinancialResourcesPage() {
  const { t } = useTranslation(['finance', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:financialResources.title')} intro={t('pages:financialResources.intro')}>
        <SectionNav sections={SECTIONS.map(({ id, key }) => ({ id, title: t(`nav.${key}`) }))} />
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <MoneySection id={money.id} />

        <section id={account.id} aria-labelledby={`${account.id}-title`} className={styles.section}>
          <h2 id={`${account.id}-title`}>{t('account.title')}</h2>
          <p>{t('account.intro')}</p>
          <h3>{t('account.noCredit.heading')}</h3>
          <p>{t('account.noCredit.body')}</p>
          <h3>{t('account.bring.heading')}</h3>
          <ul className={styles.facts}>
            {t('account.bring.items', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.check}>{t('account.bring.note')}</p>
          <h3>{t('account.credit.heading')}</h3>
          <ul className={styles.facts}>
            {t('account.credit.items', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{t('account.credit.note')}</p>
        </section>

        <section id={banks.id} aria-labelledby={`${banks.id}-title`}>
          <div className={styles.section}>
            <h2 id={`${banks.id}-title`}>{t('banks.title')}</h2>
            <p>{t('banks.intro')}</p>
          </div>
          <Institutions section="banks" entries={US_BANKS} />
        </section>

        <section id={creditUnions.id} aria-labelledby={`${creditUnions.id}-title`}>
          <div className={styles.section}>
            <h2 id={`${creditUnions.id}-title`}>{t('creditUnions.title')}</h2>
            <p>{t('creditUnions.intro')}</p>
          </div>
          <Institutions
            section="creditUnions"
            entries={CREDIT_UNIONS}
            notices={{ suncoast: t('creditUnions.teachersNotice') }}
          />
        </section>

        <section id={philippineBanks.id} aria-labelledby={`${philippineBanks.id}-title`}>
          <div className={styles.section}>
            <h2 id={`${philippineBanks.id}-title`}>{t('philippineBanks.title')}</h2>
            <p>{t('philippineBanks.intro')}</p>
          </div>
          <Institutions section="philippineBanks" entries={PHILIPPINE_BANKS} />
        </section>

        <section id={remittance.id} aria-labelledby={`${remittance.id}-title`}>
          <div className={styles.section}>
            <h2 id={`${remittance.id}-title`}>{t('remittance.title')}</h2>
            <p>{t('remittance.intro')}</p>
            <h3>{t('remittance.compare.heading')}</h3>
            <ul className={styles.facts}>
              {t('remittance.compare.items', { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3>{t('remittance.philippines.heading')}</h3>
            <p>{t('remittance.philippines.body')}</p>
            <h3>{t('remittance.latinAmerica.heading')}</h3>
            <p>{t('remittance.latinAmerica.body')}</p>
          </div>
          <Institutions section="remittance" entries={REMITTANCE_SERVICES} />
        </section>
      </div>
    </>
  );
}

/** Institution is one bank or service as data.ts lists it; without a site its card has no link. */
type Institution = { key: string; name: string; website: string | null; phone?: Phone | null };

/**
 * Institutions shows one section's banks or services as cards: each with its description, its
 * phone number when it has one, and a button to its own site (or a note that none is listed).
 */
function Institutions({
  section,
  entries,
  notices = {},
}: {
  section: 'banks' | 'creditUnions' | 'philippineBanks' | 'remittance';
  entries: readonly Institution[];
  notices?: Record<string, string>;
}) {
  const { t } = useTranslation('finance');
  const descriptions: Record<string, string> = t(`${section}.items`, { returnObjects: true });
  return (
    <CardGrid label={t(`${section}.gridLabel`)}>
      {entries.map(({ key, name, website, phone }) => (
        <LinkCard
          key={key}
          title={name}
          href={website ?? undefined}
          linkLabel={t('visitSite')}
          visual={<Monogram name={name} />}
          notice={notices[key]}
        >
          <p>{descriptions[key]}</p>
          {phone && <PhoneLine phone={phone} />}
          {!website && <p className={styles.muted}>{t('noWebsite')}</p>}
        </LinkCard>
      ))}
    </CardGrid>
  );
}

/** PhoneLine is a card's phone number as a link that starts a call. */
function PhoneLine({ phone }: { phone: Phone }) {
  const { t } = useTranslation('finance');
  return (
    <p>
      {t('phone')}: <a href={phone.href}>{phone.display}</a>
    </p>
  );
}
