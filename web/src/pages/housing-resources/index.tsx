import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import { SourceLink } from '@/components/source-link';
import { HousingMap } from '@/features/housing-map/components/housing-map';
import { FirmCard } from './firm-card';
import {
  APARTMENT_OPERATORS,
  BROKERAGES,
  NCES_SCHOOL_SEARCH,
  RENTS,
  SECTION_IDS,
  SINGLE_FAMILY_RENTALS,
} from './data';
import styles from './housing-resources.module.css';

/**
 * HousingResourcesPage helps a teacher find a home: rental companies and brokerages (none of them
 * a partner), dated rents by area, the map of schools with the agencies near each, and tips for a
 * first lease in Tampa Bay.
 */
export default function HousingResourcesPage() {
  const { t } = useTranslation(['housing', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:housingResources.title')} intro={t('pages:housingResources.intro')}>
        <ul className="button-row" aria-label={t('actionsLabel')}>
          <li>
            <Link to={`#${SECTION_IDS.map}`} className="button">
              {t('mapButton')}
            </Link>
          </li>
          <li>
            <Link to="/contact-us" className="button button-secondary">
              {t('getInTouch')}
            </Link>
          </li>
        </ul>
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <section id={SECTION_IDS.rentals} aria-labelledby={`${SECTION_IDS.rentals}-title`}>
          <div className={styles.prose}>
            <h2 id={`${SECTION_IDS.rentals}-title`}>{t('rentals.title')}</h2>
            <p>{t('rentals.intro')}</p>
            <p className={styles.notice}>
              <Link to={`#${SECTION_IDS.lease}`}>{t('rentals.caution')}</Link>
            </p>
          </div>
          <div className={styles.cards}>
            <FirmCard
              id="firms-single-family"
              title={t('rentals.singleFamily.heading')}
              intro={t('rentals.singleFamily.intro')}
              label={t('rentals.singleFamily.label')}
              firms={SINGLE_FAMILY_RENTALS.map((firm) => ({
                ...firm,
                text: t(`rentals.singleFamily.items.${firm.key}`),
              }))}
            />
            <FirmCard
              id="firms-apartments"
              title={t('rentals.apartments.heading')}
              intro={t('rentals.apartments.intro')}
              label={t('rentals.apartments.label')}
              firms={APARTMENT_OPERATORS.map((firm) => ({
                ...firm,
                text: t(`rentals.apartments.items.${firm.key}`),
              }))}
            />
          </div>
          <div className={styles.prose}>
            <h3>{t('rentals.brokerages.heading')}</h3>
            <p>{t('rentals.brokerages.intro')}</p>
          </div>
          <ul className={styles.brokerages} aria-label={t('rentals.brokerages.label')}>
            {BROKERAGES.map(({ key, name, website }) => (
              <li key={key}>
                <strong>{name}</strong>
                <span>{t(`rentals.brokerages.items.${key}`)}</span>
                {website && (
                  <ExternalLink href={website}>
                    {t('visitSite')}
                    <span className="visually-hidden">: {name}</span>
                  </ExternalLink>
                )}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`#${SECTION_IDS.map}`} className="button">
              {t('findSchool')}
            </Link>
          </p>
        </section>

        <section id={SECTION_IDS.rents} aria-labelledby={`${SECTION_IDS.rents}-title`} className={styles.prose}>
          <h2 id={`${SECTION_IDS.rents}-title`}>{t('rents.title')}</h2>
          <p>{t('rents.intro')}</p>
          <ul className={styles.rents}>
            {RENTS.map(({ key, cite, href }) => (
              <li key={key}>
                {t(`rents.rows.${key}`)}
                <SourceLink href={href} cite={t(`rents.cites.${cite}`)} className={styles.source} />
              </li>
            ))}
          </ul>
          <p>{t('rents.missing')}</p>
        </section>

        <section id={SECTION_IDS.map} aria-labelledby={`${SECTION_IDS.map}-title`} className={styles.map}>
          <div className={styles.prose}>
            <h2 id={`${SECTION_IDS.map}-title`}>{t('map.title')}</h2>
            <p>{t('map.intro')}</p>
            <p>
              {t('map.ncesIntro')} <ExternalLink href={NCES_SCHOOL_SEARCH}>{t('map.nces')}</ExternalLink>.
            </p>
          </div>
          <HousingMap />
        </section>

        <section
          id={SECTION_IDS.strongStart}
          aria-labelledby={`${SECTION_IDS.strongStart}-title`}
          className={styles.prose}
        >
          <h2 id={`${SECTION_IDS.strongStart}-title`}>{t('strongStart.title')}</h2>
          <p>{t('strongStart.intro')}</p>

          <h3>{t('strongStart.credit.heading')}</h3>
          <Tips items={t('strongStart.credit.items', { returnObjects: true })} />

          <h3>{t('strongStart.costs.heading')}</h3>
          <Tips items={t('strongStart.costs.items', { returnObjects: true })} />
          <p>
            <Link to="/essentials">{t('strongStart.costs.essentialsLink')}</Link>
          </p>

          <h3>{t('strongStart.insurance.heading')}</h3>
          <Tips items={t('strongStart.insurance.items', { returnObjects: true })} />

          <h3>{t('strongStart.hurricanes.heading')}</h3>
          <p>{t('strongStart.hurricanes.body')}</p>

          <h3 id={SECTION_IDS.lease}>{t('strongStart.lease.heading')}</h3>
          <Tips items={t('strongStart.lease.items', { returnObjects: true })} />
          <p className={styles.notice}>{t('strongStart.lease.caution')}</p>
          <p>
            <Link to="/transportation">{t('strongStart.lease.transportationLink')}</Link>
          </p>

          <div className={styles.contact}>
            <p>{t('strongStart.contact.body')}</p>
            <Link to="/contact-us" className="button">
              {t('strongStart.contact.link')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function Tips({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.tips}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
