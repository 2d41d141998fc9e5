import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { GoogleMap } from '@react-google-maps/api';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VacancyMapSchool } from '@/lib/api-types';
import { useGoogleMaps } from '@/lib/google-maps';
import { useVacancyMap, type VacancyFilters } from '../api/vacancies';
import { AREA_CITIES, pointOf, type Point } from '../places';
import styles from './jobs.module.css';

type Props = {
  /** The browser key of GET /api/config. */
  apiKey: string;
  filters: VacancyFilters;
  /** onSchool: a school's marker was chosen. */
  onSchool: (id: string) => void;
  /** onPoint: the map was clicked there. */
  onPoint: (point: Point) => void;
  /** onFail: the map cannot be shown (script blocked, offline, key refused). */
  onFail: () => void;
};

// The map opens on Tampa, the area's first city, unless the search is near a place.
const START = AREA_CITIES[0];

/**
 * BoardMap is the board's map view (issue 35): a marker per school with the count of its matching
 * vacancies, clustered where they crowd; a marker filters the board to its school, a click
 * elsewhere searches near that point. Its code, and Google's, load only when the map is opened.
 */
export default function BoardMap({ apiKey, filters, onSchool, onPoint, onFail }: Props) {
  const { t } = useTranslation('jobs');
  const isLoaded = useGoogleMaps(apiKey, onFail);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const schools = useVacancyMap(filters).data?.schools;
  useClusteredMarkers(map, schools, onSchool);
  if (!isLoaded) return <div className={styles.mapSlot} />;
  const near = pointOf(filters.near);
  return (
    <GoogleMap
      mapContainerClassName={styles.map}
      center={near ?? { lat: START.lat, lng: START.lng }}
      zoom={near ? 11 : 9}
      options={{ clickableIcons: false, streetViewControl: false, mapTypeControl: false }}
      onLoad={(loaded) => {
        loaded.getDiv().setAttribute('aria-label', t('board.mapLabel'));
        setMap(loaded);
      }}
      // Four decimals (about ten metres) keep the address short.
      onClick={(event) => event.latLng && onPoint({ lat: round(event.latLng.lat()), lng: round(event.latLng.lng()) })}
    />
  );
}

const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** useClusteredMarkers puts a marker per school on the map, its label the count, in clusters. */
function useClusteredMarkers(map: google.maps.Map | null, schools: VacancyMapSchool[] | undefined, onSchool: (id: string) => void) {
  const { t } = useTranslation('jobs');
  // The markers stay when only the board's callback changes (each render of the board makes one).
  const choose = useEffectEvent(onSchool);
  useEffect(() => {
    if (!map || !schools) return;
    const markers = schools.map((school) => {
      const marker = new google.maps.Marker({
        position: { lat: school.lat, lng: school.lng },
        title: t('board.mapSchool', { school: school.schoolName, count: school.count }),
        label: String(school.count),
      });
      google.maps.event.addListener(marker, 'click', () => choose(school.schoolId));
      return marker;
    });
    const clusterer = new MarkerClusterer({ map, markers });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    };
  }, [map, schools, t]);
}
