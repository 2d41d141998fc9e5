import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleMaps } from '@/lib/google-maps';
import { MAP_START, TAMPA_BAY } from './tampa-bay';
import styles from './admin.module.css';

type Props = {
  /** The browser key of GET /api/config. */
  apiKey: string;
  /** The school's point as typed, when it is a valid one. */
  point: { lat: number; lng: number } | null;
  onPick: (point: { lat: number; lng: number }) => void;
  /** onFail: the map cannot be shown (script blocked, offline, key refused). */
  onFail: () => void;
};

// The map cannot be moved out of the area where schools may be, so a click always gives a valid point.
const BOUNDS = { south: TAMPA_BAY.lat[0], north: TAMPA_BAY.lat[1], west: TAMPA_BAY.lng[0], east: TAMPA_BAY.lng[1] };

/**
 * SchoolLocationMap is the Google map of the school form: it shows the point typed and sets a
 * new one where it is clicked.
 */
export default function SchoolLocationMap({ apiKey, point, onPick, onFail }: Props) {
  const { t } = useTranslation('admin');
  const isLoaded = useGoogleMaps(apiKey, onFail);

  // The map opens on the school's point, or on Tampa; then it follows the point typed or picked.
  const [start] = useState(() => ({ center: point ?? MAP_START, zoom: point ? 14 : 10 }));
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (map && lat !== undefined && lng !== undefined) map.panTo({ lat, lng });
  }, [map, lat, lng]);


  if (!isLoaded) return <div className={styles.mapSlot} />;
  return (
    <GoogleMap
      mapContainerClassName={styles.map}
      center={start.center}
      zoom={start.zoom}
      options={{
        clickableIcons: false,
        streetViewControl: false,
        mapTypeControl: false,
        draggableCursor: 'crosshair',
        restriction: { latLngBounds: BOUNDS, strictBounds: false },
      }}
      onLoad={(loaded) => {
        loaded.getDiv().setAttribute('aria-label', t('schools.map.label'));
        setMap(loaded);
      }}
      onClick={(event) => {
        const at = event.latLng;
        if (at) onPick({ lat: at.lat(), lng: at.lng() });
      }}
    >
      {point && <MarkerF position={point} />}
    </GoogleMap>
  );
}
