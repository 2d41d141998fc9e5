import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { usePlaceDetails, type Place } from '../api/schools';
import styles from './housing-map.module.css';

/**
 * PlaceCard shows what is known of an agency: its name, address, rating, website and photo,
 * fetched when the card opens, with docs/product.md §8's fallbacks for what Google does not know (or
 * when the details cannot be fetched).
 */
export function PlaceCard({ place, headingLevel = 3 }: { place: Place; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation('housing');
  const details = usePlaceDetails(place.id);
  const d = details.data;
  const name = d?.displayName || place.displayName || t('map.place.unknown');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.place} aria-busy={details.isPending}>
      <Heading className={styles.placeName}>{name}</Heading>
      {details.isPending ? (
        <p>{t('map.place.loading')}</p>
      ) : (
        <>
          {d?.photoUrl && <img src={d.photoUrl} alt={t('map.place.photoAlt', { name })} width={200} height={133} />}
          <p>{d?.formattedAddress || t('map.place.noAddress')}</p>
          <p>
            {t('map.place.rating', {
              rating:
                d?.rating != null
                  ? d.rating.toLocaleString(i18n.language, { minimumFractionDigits: 1 })
                  : t('map.place.ratingNA'),
            })}
          </p>
          {d?.websiteUri && (
            <p>
              <ExternalLink href={d.websiteUri}>
                {t('map.place.website')}
                <span className="visually-hidden">: {name}</span>
              </ExternalLink>
            </p>
          )}
        </>
      )}
    </div>
  );
}
