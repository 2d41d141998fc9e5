import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import styles from './essentials.module.css';
import { telHref, type Provider } from './providers';

/** ProviderCard shows one provider: what it covers, what to know, its phone numbers and its site. */
export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation('essentials');
  const title = provider.name ?? t(`titles.${provider.key}`);
  return (
    <article className={styles.card}>
      <h3>{title}</h3>
      <p>
        <strong>{t('coverage')}:</strong> {t(`providers.${provider.key}.coverage`)}
      </p>
      <p>{t(`providers.${provider.key}.about`)}</p>
      {provider.phones.length > 0 && (
        <ul className={styles.phones} aria-label={`${t('phones')}: ${title}`}>
          {provider.phones.map(({ label, number }) => (
            <li key={label + number}>
              {t(`phoneLabels.${label}`)}: <a href={telHref(number)}>{number}</a>
            </li>
          ))}
        </ul>
      )}
      {provider.website ? (
        <ExternalLink href={provider.website} className={`button button-secondary ${styles.site}`}>
          {t('visitSite')}
          <span className="visually-hidden">: {title}</span>
        </ExternalLink>
      ) : (
        <p className={styles.muted}>{t('noWebsite')}</p>
      )}
    </article>
  );
}
