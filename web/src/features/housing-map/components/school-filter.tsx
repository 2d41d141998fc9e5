import { useTranslation } from 'react-i18next';
import type { MapSchool } from '../api/schools';
import fieldStyles from '@/components/form-field.module.css';
import styles from './housing-map.module.css';

/** The id of the dropdown, for the label and for moving the focus to it. */
export const SCHOOL_FILTER_ID = 'school-filter';

type Props = {
  schools: MapSchool[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onReset: () => void;
};

/**
 * SchoolFilter chooses one school (the 'Filter by School' dropdown) or all of them again (Reset
 * Filter). It works with the keyboard alone, with or without the map.
 */
export function SchoolFilter({ schools, selectedId, onSelect, onReset }: Props) {
  const { t } = useTranslation('housing');
  return (
    <div className={styles.filter}>
      <label htmlFor={SCHOOL_FILTER_ID}>{t('map.filterLabel')}</label>
      <select
        id={SCHOOL_FILTER_ID}
        className={fieldStyles.control}
        value={selectedId ?? ''}
        onChange={(event) => (event.target.value ? onSelect(event.target.value) : onReset())}
      >
        <option value="">{t('map.allSchools', { count: schools.length })}</option>
        {schools.map((school) => (
          <option key={school.id} value={school.id}>
            {school.location ? school.schoolName : t('map.notOnMap', { name: school.schoolName })}
          </option>
        ))}
      </select>
      <button type="button" className="button button-secondary" onClick={onReset} disabled={selectedId === null}>
        {t('map.reset')}
      </button>
    </div>
  );
}
