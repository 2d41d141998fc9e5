import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { PlaceCard } from './place-card';
import { useNearbyAgencies, type MapSchool, type Place } from '../api/schools';
import styles from './housing-map.module.css';

/**
 * NearbyAgencies lists the real-estate agencies near the chosen school, each opening its details
 * in place, so the map's information is there without the map too.
 */
export function NearbyAgencies({ school }: { school: MapSchool }) {
  const { t } = useTranslation('housing');
  const at = school.location;
  const nearby = useNearbyAgencies(at);
  const [open, setOpen] = useState<string | null>(null);
  const heading = <h3>{t('map.agencies.title', { school: school.schoolName })}</h3>;

  if (!at) {
    return (
      <div className={styles.agencies}>
        {heading}
        <p>{t('map.agencies.noLocation')}</p>
      </div>
    );
  }
  let body;
  if (nearby.isPending) body = <p>{t('map.agencies.loading')}</p>;
  else if (nearby.isError)
    body = (
      <p>
        {nearby.error instanceof ApiError && nearby.error.code === 'unavailable'
          ? t('map.agencies.unavailable')
          : t('map.agencies.failed')}
      </p>
    );
  else if (nearby.data.length === 0) body = <p>{t('map.agencies.none')}</p>;
  else
    body = (
      <ul className={styles.agencyList}>
        {nearby.data.map((place) => (
          <AgencyItem
            key={place.id}
            place={place}
            open={open === place.id}
            onToggle={() => setOpen(open === place.id ? null : place.id)}
          />
        ))}
      </ul>
    );
  // The board near the school, not at it alone: a teacher who lives here could work at its
  // neighbours too. 25 km is the board's own default radius (docs/api.md "Vacancies and applications").
  const jobs = new URLSearchParams({ near: `${at.lat},${at.lng}`, radiusKm: '25' });
  return (
    <div className={styles.agencies} aria-live="polite">
      {heading}
      <p>
        <Link to={`/vacancies?${jobs}`}>{t('map.agencies.jobs')}</Link>
      </p>
      {body}
    </div>
  );
}

// Google's business statuses worth a word; OPERATIONAL and unknown ones say nothing.
const CLOSED = ['CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'] as const;
type Closed = (typeof CLOSED)[number];
const isClosed = (status: string): status is Closed => (CLOSED as readonly string[]).includes(status);

function AgencyItem({ place, open, onToggle }: { place: Place; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('housing');
  const status = isClosed(place.businessStatus) ? t(`map.businessStatus.${place.businessStatus}`) : '';
  const panelId = `agency-${place.id}`;
  return (
    <li>
      <button type="button" className={styles.agencyToggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {place.displayName || t('map.place.unknown')}
        {status && ` (${status})`}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <PlaceCard place={place} headingLevel={4} />}
      </div>
    </li>
  );
}
