import { useTranslation } from 'react-i18next';
import { SCHOOL_FILTER_ID } from './school-filter';
import type { MapSchool } from '../api/schools';
import styles from './housing-map.module.css';

type Props = { schools: MapSchool[]; onSelect: (id: string) => void };

/**
 * SchoolList is the map's stand-in when the map cannot load: every school with its district and
 * city, each with a button that chooses it as the filter does.
 */
export function SchoolList({ schools, onSelect }: Props) {
  const { t } = useTranslation('housing');
  return (
    <ul className={styles.schools} aria-label={t('map.listLabel')}>
      {schools.map((school) => (
        <li key={school.id}>
          <SchoolSummary school={school} />
          <button
            type="button"
            className={styles.choose}
            aria-label={`${t('map.choose')}: ${school.schoolName}`}
            onClick={() => {
              onSelect(school.id);
              // The list gives way to the chosen school: the filter, now showing it, keeps the focus.
              document.getElementById(SCHOOL_FILTER_ID)?.focus();
            }}
          >
            {t('map.choose')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** SchoolSummary is a school's name, district and city, and whether it is on the map. */
export function SchoolSummary({ school }: { school: MapSchool }) {
  const { t } = useTranslation('housing');
  return (
    <div className={styles.school}>
      <strong>{school.schoolName}</strong>
      <span>
        {school.district} · {school.city}
      </span>
      {!school.location && <span className={styles.status}>{t('map.notOnMapYet')}</span>}
    </div>
  );
}
