import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { FLHSMV, RENTAL_COMPANIES, TAMPA_AIRPORT } from './providers';
import styles from './transportation.module.css';

/** CarsSection (#cars) covers renting at the airport, tolls and getting a Florida driver licence. */
export function CarsSection({ id }: { id: string }) {
  const { t } = useTranslation('transportation');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{t('cars.title')}</h2>
      <p className={styles.text}>{t('cars.intro')}</p>

      <h3 id="cars-rental">{t('cars.rental.title')}</h3>
      <p className={styles.text}>{t('cars.rental.text')}</p>
      <p className={styles.text} id="cars-companies">
        {t('cars.rental.companies')}
      </p>
      <ul className={styles.companies} aria-labelledby="cars-companies">
        {RENTAL_COMPANIES.map(({ name, website }) => (
          <li key={name}>
            <ExternalLink href={website}>{name}</ExternalLink>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('cars.rental.others')}</p>
      <ExternalLink href={TAMPA_AIRPORT} className="button button-secondary">
        {t('cars.rental.airport')}
      </ExternalLink>

      <h3>{t('cars.tolls.title')}</h3>
      <p className={styles.text}>{t('cars.tolls.text')}</p>

      <h3>{t('cars.license.title')}</h3>
      <p className={styles.text}>{t('cars.license.intro')}</p>
      <h4>{t('cars.license.fromState.title')}</h4>
      <ol className={styles.steps}>
        {t('cars.license.fromState.steps', { returnObjects: true }).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4>{t('cars.license.fromAbroad.title')}</h4>
      <p className={styles.text}>{t('cars.license.fromAbroad.text')}</p>
      <ul className={styles.steps}>
        {t('cars.license.fromAbroad.steps', { returnObjects: true }).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h4>{t('cars.license.documents.title')}</h4>
      <p className={styles.text}>{t('cars.license.documents.text')}</p>
      <p className={styles.check}>{t('cars.license.check')}</p>
      <ExternalLink href={FLHSMV} className="button button-secondary">
        {t('cars.license.official')}
      </ExternalLink>
    </section>
  );
}
