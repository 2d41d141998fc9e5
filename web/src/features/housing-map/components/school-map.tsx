import { GoogleMap, InfoWindowF, MarkerF } from '@react-google-maps/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleMaps } from '@/lib/google-maps';
import { linesOf } from '@/components/line-label';
import { PlaceCard } from './place-card';
import { MAP, useNearbyAgencies, type MapSchool, type Place } from '../api/schools';
import styles from './housing-map.module.css';

type Props = {
  /** The browser key of GET /api/config. */
  apiKey: string;
  schools: MapSchool[];
  selected: MapSchool | null;
  /** onReady: the map has loaded (the school list is fetched only then). */
  onReady: () => void;
  onSelect: (id: string) => void;
  /** onFail: the map cannot be shown (script blocked, offline, key refused). */
  onFail: () => void;
};

/**
 * SchoolMap is the Google map of docs/product.md §4: it opens on central Tampa; the parent fetches the
 * schools once it has loaded. Choosing a school shows only that school and the agencies around
 * it, then zooms in; reset shows every school again, zoomed out. Its code, and Google's, load
 * only when the housing page shows a map.
 */
export default function SchoolMap({ apiKey, schools, selected, onReady, onSelect, onFail }: Props) {
  const { t } = useTranslation('housing');
  const isLoaded = useGoogleMaps(apiKey, onFail);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  // The agency whose window is open, for the school it was opened under.
  const [open, setOpen] = useState<{ schoolId: string; place: Place } | null>(null);
  const openPlace = open && open.schoolId === selected?.id ? open.place : null;
  const nearby = useNearbyAgencies(selected?.location ?? null);


  useZoomOnSelection(map, selected);

  const icons = useMemo(() => (isLoaded ? markerIcons() : null), [isLoaded]);
  if (!isLoaded || !icons) return <div className={styles.mapSlot} />;

  const shown = selected ? [selected] : schools;
  return (
    <GoogleMap
      mapContainerClassName={styles.map}
      center={MAP.start}
      zoom={MAP.startZoom}
      options={{ clickableIcons: false, streetViewControl: false, mapTypeControl: false }}
      onLoad={(loaded) => {
        loaded.getDiv().setAttribute('aria-label', t('map.mapLabel'));
        setMap(loaded);
        onReady();
      }}
    >
      {shown.map(
        (school) =>
          school.location && (
            <MarkerF
              key={school.id}
              position={school.location}
              title={school.schoolName}
              icon={icons.school}
              label={{ text: linesOf(school.schoolName).join('\n'), className: styles.markerLabel }}
              onClick={() => onSelect(school.id)}
            />
          ),
      )}
      {selected &&
        nearby.data?.map((place) => (
          <MarkerF
            key={place.id}
            position={place.location}
            title={place.displayName || t('map.place.unknown')}
            icon={icons.agency}
            onClick={() => setOpen({ schoolId: selected.id, place })}
          />
        ))}
      {openPlace && (
        <InfoWindowF position={openPlace.location} onCloseClick={() => setOpen(null)}>
          <PlaceCard place={openPlace} />
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}

/**
 * useZoomOnSelection moves the map when the choice changes: to a chosen school, zooming in after
 * a short delay so the move is seen first; back out when the choice is reset.
 */
function useZoomOnSelection(map: google.maps.Map | null, selected: MapSchool | null) {
  const hadSelection = useRef(false);
  useEffect(() => {
    if (!map) return;
    if (!selected) {
      if (hadSelection.current) map.setZoom(MAP.resetZoom);
      hadSelection.current = false;
      return;
    }
    hadSelection.current = true;
    const at = selected.location;
    if (!at) return;
    map.panTo(at);
    const timer = setTimeout(() => map.setZoom(MAP.selectedZoom), MAP.zoomDelayMs);
    return () => clearTimeout(timer);
  }, [map, selected]);
}

/** A map pin of our own, with room below it for the label. */
function pin(fill: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40">` +
    `<path d="M14 39C14 39 27 23.5 27 14A13 13 0 0 0 1 14C1 23.5 14 39 14 39Z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

function markerIcons() {
  const size = new google.maps.Size(28, 40);
  return {
    school: { url: pin('#0b5563'), scaledSize: size, labelOrigin: new google.maps.Point(14, 52) },
    agency: { url: pin('#b3471d'), scaledSize: size },
  };
}
