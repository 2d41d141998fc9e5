import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { usePublicConfig } from '@/lib/config';
import { formatCoordinate, pointOf } from './tampa-bay';
import styles from './admin.module.css';

const SchoolLocationMap = lazy(() => import('./school-location-map'));

type Props = {
  /** The coordinates as typed in the form. */
  lat: string;
  lng: string;
  /** onPick: a point was clicked on the map, given as the texts for the two fields. */
  onPick: (lat: string, lng: string) => void;
};

/**
 * LocationPicker is the map where a school's point is picked with a click, beside the typed
 * coordinates. Without a browser key for Google Maps, or when the map fails to load, it says the
 * map is unavailable: typing still works. Its code and Google's load only when it is shown.
 */
export function LocationPicker({ lat, lng, onPick }: Props) {
  const { t } = useTranslation('admin');
  const config = usePublicConfig();
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState('');
  const onFail = useCallback(() => setFailed(true), []);
  const pick = useCallback(
    (point: { lat: number; lng: number }) => {
      const [pickedLat, pickedLng] = [formatCoordinate(point.lat), formatCoordinate(point.lng)];
      onPick(pickedLat, pickedLng);
      setPicked(t('schools.map.picked', { lat: pickedLat, lng: pickedLng }));
    },
    [onPick, t],
  );

  const key = config.data?.mapsBrowserKey ?? '';
  if (config.isPending) return <div className={styles.mapSlot} />;
  if (!key || failed) return <p className={styles.unavailable}>{t('schools.map.unavailable')}</p>;
  return (
    <>
      <ErrorBoundary fallback={<p className={styles.unavailable}>{t('schools.map.unavailable')}</p>} onError={onFail}>
        <Suspense fallback={<div className={styles.mapSlot} />}>
          <SchoolLocationMap apiKey={key} point={pointOf(lat, lng)} onPick={pick} onFail={onFail} />
        </Suspense>
      </ErrorBoundary>
      <p role="status" className={styles.muted}>
        {picked}
      </p>
    </>
  );
}
