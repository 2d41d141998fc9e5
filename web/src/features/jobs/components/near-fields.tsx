import { useTranslation } from 'react-i18next';
import styles from '@/components/form-field.module.css';
import { Field } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import type { School } from '@/lib/schools';
import type { VacancyFilters } from '../api/vacancies';
import { AREA_CITIES, DEFAULT_RADIUS, nearOf, RADII } from '../places';

type Near = Pick<VacancyFilters, 'near' | 'radiusKm'>;

type Props = Near & {
  schools: School[];
  onChange: (near: Near) => void;
};

/** PlaceChoice is a place the board searches near: its `near` value and its name. */
type PlaceChoice = { key: string; value: string; label: string };

/** placesOf are the places offered: the area's cities, then the schools whose location is known. */
function placesOf(schools: School[]): { cities: PlaceChoice[]; schools: PlaceChoice[] } {
  return {
    cities: AREA_CITIES.map((city) => ({ key: city.name, value: nearOf(city), label: city.name })),
    schools: schools.flatMap((school) =>
      school.lat === null || school.lng === null ? [] : [{ key: school.id, value: nearOf({ lat: school.lat, lng: school.lng }), label: school.schoolName }],
    ),
  };
}

/**
 * placeName is the name of the place a near search is around: a city or a school of the lists, or
 * null for a point that is neither (clicked on the map, or a link's).
 */
export function placeName(near: string, schools: School[]): string | null {
  const places = placesOf(schools);
  return [...places.cities, ...places.schools].find((place) => place.value === near)?.label ?? null;
}

/**
 * NearFields choose where the vacancies' schools are (docs/api.md "Vacancies and applications",
 * near): a city of the area, a school, or a point clicked on the map, and how far from it. The
 * radius waits for a place, since the server refuses one without it.
 */
export function NearFields({ near, radiusKm, schools, onChange }: Props) {
  const { t } = useTranslation('jobs');
  const places = placesOf(schools);
  const known = placeName(near, schools) !== null;
  const radii = RADII.map(String).includes(radiusKm) || radiusKm === '' ? RADII.map(String) : [...RADII.map(String), radiusKm];
  return (
    <>
      <Field label={t('board.near')}>
        {(control) => (
          <select
            {...control}
            name="near"
            value={near}
            className={styles.control}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ near: value, radiusKm: value === '' ? '' : radiusKm || String(DEFAULT_RADIUS) });
            }}
          >
            <option value="">{t('board.anywhere')}</option>
            {/* A point clicked on the map, or a link's, that is no city or school of the lists is offered as what it is. */}
            {near !== '' && !known && <option value={near}>{t('board.point')}</option>}
            <PlaceGroup label={t('board.cities')} places={places.cities} />
            {places.schools.length > 0 && <PlaceGroup label={t('board.schools')} places={places.schools} />}
          </select>
        )}
      </Field>
      <SelectField
        name="radiusKm"
        label={t('board.radius')}
        disabled={near === ''}
        options={radii.map((radius) => ({ value: radius, label: t('board.km', { distance: radius }) }))}
        value={radiusKm || String(DEFAULT_RADIUS)}
        onChange={(event) => onChange({ near, radiusKm: event.target.value })}
      />
    </>
  );
}

/** PlaceGroup is a group of the places offered, under its name. */
function PlaceGroup({ label, places }: { label: string; places: PlaceChoice[] }) {
  return (
    <optgroup label={label}>
      {places.map((place) => (
        <option key={place.key} value={place.value}>
          {place.label}
        </option>
      ))}
    </optgroup>
  );
}
