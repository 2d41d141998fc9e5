import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { usePublicConfig } from '@/lib/config';
import { NearbyAgencies } from './nearby-agencies';
import { SchoolFilter } from './school-filter';
import { SchoolList, SchoolSummary } from './school-list';
import { useSchools } from '../api/schools';
import styles from './housing-map.module.css';

const SchoolMap = lazy(() => import('./school-map'));

/**
 * HousingMap is the school map of /housing-resources with its filter. When the map cannot be
 * shown (no browser key, Google blocked, offline) it says so in one line and lists the schools
 * instead, with the same filter and the agencies near the chosen school.
 */
export function HousingMap() {
  const { t } = useTranslation('housing');
  const config = usePublicConfig();
  const [mapFailed, setMapFailed] = useState(false);
  const [mapReady, setMapReady] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const onReady = useCallback(() => setMapReady(true), []);
  const onFail = useCallback(() => setMapFailed(true), []);
  const reset = useCallback(() => setSelectedId(null), []);

  const key = config.data?.mapsBrowserKey ?? '';
  const mode = config.isPending ? 'pending' : key && !mapFailed ? 'map' : 'list';
  const schools = useSchools(mode === 'list' || (mode === 'map' && mapReady));
  // Hundreds of schools are rendered in the background, between the browser's other work.
  const list = useDeferredValue(schools.data);
  const selected = list?.find((school) => school.id === selectedId) ?? null;

  return (
    <div className={styles.housingMap}>
      {mode === 'list' && <p className={styles.unavailable}>{t(key ? 'map.failed' : 'map.noKey')}</p>}
      {list && (
        <SchoolFilter schools={list} selectedId={selectedId} onSelect={setSelectedId} onReset={reset} />
      )}
      {mode === 'pending' && <div className={styles.mapSlot} />}
      {mode === 'map' && (
        <ErrorBoundary fallback={null} onError={onFail}>
          <Suspense fallback={<div className={styles.mapSlot} />}>
            <SchoolMap
              apiKey={key}
              schools={list ?? []}
              selected={selected}
              onReady={onReady}
              onSelect={setSelectedId}
              onFail={onFail}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {schools.isLoading && <p>{t('map.loadingSchools')}</p>}
      {schools.isError && <p role="alert">{t('map.schoolsFailed')}</p>}
      {mode === 'list' && selected && <SchoolSummary school={selected} />}
      {selected && <NearbyAgencies school={selected} />}
      {mode === 'list' && list && !selected && <SchoolList schools={list} onSelect={setSelectedId} />}
    </div>
  );
}
