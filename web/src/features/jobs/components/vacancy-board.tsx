import { lazy, Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, pageCount, RowActions, type Column } from '@/components/data-table/data-table';
import { ErrorBoundary } from '@/components/error-boundary';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/config';
import { formatDistance } from '@/lib/numbers';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { searchParamsOf, useListQuery } from '@/lib/url-query';
import {
  isBoardVacancy,
  SERVED_VACANCIES,
  useVacancies,
  type BoardVacancy,
  type Vacancy,
} from '../api/vacancies';
import { DEFAULT_RADIUS, nearOf, type Point } from '../places';
import { BOARD_DEFAULTS, boardQueryOf, NO_FILTERS } from '../url-params';
import { Day } from './day';
import { SaveSearch, type Saver } from './save-search';
import { FilterForm, SearchForm } from './vacancy-filter';
import styles from './jobs.module.css';

// The map, and Google's script, load only when the map view is opened.
const BoardMap = lazy(() => import('./board-map'));

type Props = {
  /** viewer is the signed-in user's id, null for a visitor, undefined while it is not known yet. */
  viewer: string | null | undefined;
  /** saver is who may save the board's search; a school user or an admin may not (undefined). */
  saver?: Saver;
};

/**
 * VacancyBoard is the job board (docs/product.md §2.6 Vacancies list): a search by job title, the
 * advanced filter and order, a page of open vacancies and the pager. What it shows is in the URL.
 * A signed-in teacher also reads, row by row, how well she matches and whether she has applied.
 */
export function VacancyBoard({ viewer, saver }: Props) {
  const { t } = useTranslation('jobs');
  const { query, show } = useListQuery(boardQueryOf, BOARD_DEFAULTS);
  const { page, ...filters } = query;
  const vacancies = useVacancies(filters, page, viewer);
  const deferred = useDeferredValue(vacancies.data);
  const columns = useBoardColumns(deferred?.items.some(isBoardVacancy) ?? false, filters.near !== '');
  const results = useRef<HTMLElement>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [mapFailed, setMapFailed] = useState(false);
  const onMapFail = useCallback(() => setMapFailed(true), []);
  // Without a maps key (or when Google cannot be reached) the list is all there is, as on the housing page.
  const mapsKey = usePublicConfig().data?.mapsBrowserKey ?? '';
  const mapOffered = mapsKey !== '' && !mapFailed;
  const showMap = mapOffered && view === 'map';
  // A school's marker shows its vacancies in the list; a click elsewhere searches near that point.
  function onSchool(school: string) {
    show({ school });
    setView('list');
  }
  const onPoint = (point: Point) => show({ near: nearOf(point), radiusKm: filters.radiusKm || String(DEFAULT_RADIUS) });

  // The pager is under the rows: another page is read from the top of the results, which take
  // the focus, so that a screen reader says what the new page holds.
  function turnTo(to: number) {
    show({ page: to });
    results.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    results.current?.focus({ preventScroll: true });
  }
  const { q, ...chosen } = filters;
  // A page past the end (an old link, a list that got shorter) has nothing: it offers the last.
  const loaded = vacancies.isPlaceholderData ? undefined : vacancies.data;
  const last = loaded && loaded.items.length === 0 && page > 1 ? pageCount(loaded) : null;

  return (
    <div className={styles.board}>
      {/* Each form starts again from the URL when it changes (a search, back or forward). */}
      <SearchForm key={q} q={q} onSearch={(text) => show({ q: text })} />
      <FilterForm
        key={Object.values(chosen).join('|')}
        filters={filters}
        onApply={(values) => show(values)}
        onReset={() => show({ ...NO_FILTERS, q })}
      />
      {(saver || mapOffered) && (
        <div className={styles.boardBar}>
          {mapOffered && (
            <div role="group" aria-label={t('board.views')} className={styles.views}>
              {(['list', 'map'] as const).map((name) => (
                <button key={name} type="button" className="button button-secondary" aria-pressed={view === name} onClick={() => setView(name)}>
                  {t(`board.${name}`)}
                </button>
              ))}
            </div>
          )}
          {saver && <SaveSearch filters={filters} saver={saver} />}
        </div>
      )}
      {showMap && (
        <ErrorBoundary fallback={null} onError={onMapFail}>
          <Suspense fallback={<div className={styles.mapSlot} />}>
            <BoardMap apiKey={mapsKey} filters={filters} onSchool={onSchool} onPoint={onPoint} onFail={onMapFail} />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* The server lists the newest open vacancies here for a browser without JavaScript. */}
      <noscript id={SERVED_VACANCIES} />
      <section ref={results} tabIndex={-1} hidden={showMap} aria-label={t('board.results')} className={styles.results}>
        {last === null ? (
          <DataTable
            caption={t('board.caption')}
            columns={columns}
            // The table is rendered in the background, between the browser's other work.
            query={{ data: deferred, isError: vacancies.isError, isPlaceholderData: vacancies.isPlaceholderData, refetch: vacancies.refetch }}
            rowKey={(vacancy) => vacancy.id}
            rowLink={vacancyPath}
            status={{ loading: t('board.loading'), none: t('board.none'), found: (count) => t('board.found', { count }) }}
            paging={{ page, onPage: turnTo }}
            errorMessage={t(vacancies.error instanceof ApiError && vacancies.error.status === 400 ? 'board.badFilter' : 'board.loadFailed')}
          />
        ) : (
          <p role="status" className={styles.pastEnd}>
            <span>{t('board.pastEnd', { page, last })}</span>
            <Link to={{ search: `?${searchParamsOf({ ...query, page: last }, BOARD_DEFAULTS)}` }}>{t('board.toLast', { page: last })}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * useBoardColumns is the board's columns; a signed-in teacher's (`teacher`) add her match and, by
 * the link to each vacancy, a mark on those she has applied to, which leads to her application.
 * A near search (`near`) adds how far each school is from the place.
 */
function useBoardColumns(teacher: boolean, near: boolean): Column<Vacancy | BoardVacancy>[] {
  const { t, i18n } = useTranslation('jobs');
  const distance: Column<Vacancy | BoardVacancy> = {
    header: t('board.distance'),
    kind: 'number',
    cell: (vacancy) =>
      vacancy.distanceKm === undefined ? t('na') : t('board.km', { distance: formatDistance(vacancy.distanceKm, i18n.language) }),
  };
  const match: Column<Vacancy | BoardVacancy> = {
    header: t('board.match'),
    kind: 'number',
    // A score is null until her profile is complete.
    cell: (vacancy) => (isBoardVacancy(vacancy) && vacancy.score !== null ? t('percent', { score: vacancy.score }) : t('na')),
  };
  return [
    { header: t('board.position'), cell: (vacancy) => vacancy.position, title: true },
    { header: t('board.schoolName'), cell: (vacancy) => vacancy.schoolName },
    ...(near ? [distance] : []),
    ...(teacher ? [match] : []),
    { header: t('board.lastDate'), cell: (vacancy) => <Day value={vacancy.lastDateToApply} /> },
    {
      header: t('board.actions'),
      hideHeader: true,
      kind: 'actions',
      cell: (vacancy) => (
        <RowActions>
          <Link to={vacancyPath(vacancy)} aria-label={t('board.viewLabel', { position: vacancy.position })}>
            {t('board.view')}
          </Link>
          {isBoardVacancy(vacancy) && vacancy.applicationId && (
            <Link
              to={`/teacher/applications/${encodeURIComponent(vacancy.applicationId)}`}
              aria-label={t('board.appliedLabel', { position: vacancy.position })}
              className={styles.applied}
            >
              {t('board.applied')}
            </Link>
          )}
        </RowActions>
      ),
    },
  ];
}

/** vacancyPath is the page of one vacancy. */
function vacancyPath(vacancy: Vacancy): string {
  return `/vacancies/${encodeURIComponent(vacancy.id)}`;
}
