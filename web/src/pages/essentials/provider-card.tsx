import { useTranslation } from 'react-i18next';
import { LinkCard } from '@/components/link-card';
import { SourceLink } from '@/components/source-link';
import styles from './essentials.module.css';
import { telHref, type Provider } from './providers';

/**
 * ProviderCard shows one provider: what it covers, what to know (with the source of its
 * figures), its phone numbers and its site (or a note that none is listed).
 */
export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation('essentials');
  const title = provider.name ?? t(`titles.${provider.key}`);
  return (
    <LinkCard title={title} href={provider.website ?? undefined} linkLabel={t('visitSite')}>
      <p>
        <strong>{t('coverage')}:</strong> {t(`providers.${provider.key}.coverage`)}
      </p>
      <p>{t(`providers.${provider.key}.about`)}</p>
      {provider.source && (
        <p>
          <SourceLink href={provider.source.href} cite={t(`sources.${provider.source.cite}`)} />
        </p>
      )}
      {provider.phones.length > 0 && (
        <ul className={styles.phones} aria-label={`${t('phones')}: ${title}`}>
          {provider.phones.map(({ label, number }) => (
            <li key={label + number}>
              {t(`phoneLabels.${label}`)}: <a href={telHref(number)}>{number}</a>
            </li>
          ))}
        </ul>
      )}
      {!provider.website && <p className={styles.muted}>{t('noWebsite')}</p>}
    </LinkCard>
  );
}
