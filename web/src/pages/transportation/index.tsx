import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { CarsSection } from './cars-section';
import { CITY_SITES, TRANSIT_AGENCIES } from './providers';
import styles from './transportation.module.css';

/** The page's sections: their ids are the anchors other pages link to (docs/product.md §2.4). */
const SECTIONS = [
  { id: 'cars', key: 'cars' },
  { id: 'public-transit', key: 'transit' },
  { id: 'bike-scooters', key: 'bikes' },
] as const;

const CITIES = ['tampa', 'stPete'] as const;

/** TransportationPage covers cars and driver licences, public transit, and shared bikes and scooters. */
export default function TransportationPage() {
  const { t } = useTranslation(['transportation', 'pages']);
  const [cars, transit, bikes] = SECTIONS;
  const agencies = t('transit.providers', { returnObjects: true });

  return (
    <>
      <PageHeader title={t('pages:transportation.title')} intro={t('pages:transportation.intro')}>
        <SectionNav sections={SECTIONS.map(({ id, key }) => ({ id, title: t(`${key}.title`) }))} />
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <CarsSection id={cars.id} />

        <section id={transit.id} aria-labelledby={`${transit.id}-title`} className={styles.section}>
          <h2 id={`${transit.id}-title`}>{t('transit.title')}</h2>
          <p className={styles.text}>{t('transit.intro')}</p>
          <p className={styles.text}>{t('transit.flamingo')}</p>
          <CardGrid label={t('transit.providersLabel')}>
            {TRANSIT_AGENCIES.map(({ id, website, phone }) => {
              const texts = agencies[id];
              return (
                <LinkCard
                  key={id}
                  title={texts.title}
                  href={website}
                  linkLabel={t('visitSite')}
                  visual={<Monogram name={texts.title} />}
                  notice={'notice' in texts ? texts.notice : undefined}
                >
                  {texts.text.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {phone && (
                    <p>
                      <a href={phone.tel} className={styles.phone}>
                        {t(`transit.phones.${phone.label}`)}: <span className={styles.number}>{phone.display}</span>
                      </a>
                    </p>
                  )}
                </LinkCard>
              );
            })}
          </CardGrid>
        </section>

        <section id={bikes.id} aria-labelledby={`${bikes.id}-title`} className={styles.section}>
          <h2 id={`${bikes.id}-title`}>{t('bikes.title')}</h2>
          <p className={styles.text}>{t('bikes.intro')}</p>
          <div className={styles.cities}>
            {CITIES.map((city) => (
              <div key={city} className={styles.city}>
                <h3>{t(`bikes.${city}.title`)}</h3>
                {t(`bikes.${city}.text`, { returnObjects: true }).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <h4>{t('bikes.rulesTitle')}</h4>
                <ul className={styles.steps}>
                  {t(`bikes.${city}.rules`, { returnObjects: true }).map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
                <ExternalLink href={CITY_SITES[city]} className="button button-secondary">
                  {t(`bikes.${city}.check`)}
                </ExternalLink>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
