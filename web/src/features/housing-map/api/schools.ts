import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer, PlaceDetails } from '@/lib/api-types';
import { schoolsQuery, type School } from '@/lib/schools';

/** Place is a real-estate agency of GET /api/places/nearby. */
export type { Place } from '@/lib/api-types';

/** PlaceDetails is GET /api/places/{id}: empty texts and a null rating mean Google does not know. */
export type { PlaceDetails } from '@/lib/api-types';

/** The map's constants (docs/product.md §9). */
export const MAP = {
  start: { lat: 27.95, lng: -82.45 },
  startZoom: 17,
  selectedZoom: 15,
  resetZoom: 13,
  /** The zoom changes this long after a school is chosen, once the map has moved there. */
  zoomDelayMs: 300,
} as const;

/** LatLng is a point the map can show. */
export type LatLng = { lat: number; lng: number };

/**
 * locationOf returns a school's point, or null when it has none (most of Pasco's schools, for now) or
 * an impossible one, which is logged: such a school is listed but never put on the map.
 */
export function locationOf(school: School): LatLng | null {
  const { lat, lng } = school;
  if (lat === null && lng === null) return null;
  if (
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    console.warn(`Skipping ${school.schoolName}: invalid coordinates`, lat, lng);
    return null;
  }
  return { lat, lng };
}

/** MapSchool is a school with the point the map shows it at, null when it is not on the map. */
export type MapSchool = School & { location: LatLng | null };

function withLocations(schools: School[]): MapSchool[] {
  return schools.map((school) => ({ ...school, location: locationOf(school) }));
}

/**
 * useSchools fetches the school list once `enabled` (on the map: once the map has loaded). Each
 * school's location is checked once per fetch. The map says in place when it cannot be loaded.
 */
export function useSchools(enabled: boolean) {
  return useQuery({ ...schoolsQuery, select: withLocations, enabled, throwOnError: false });
}

/**
 * useNearbyAgencies asks the server for the agencies near a point; nothing without one. The list
 * of agencies says in place when they cannot be loaded.
 */
export function useNearbyAgencies(at: LatLng | null) {
  return useQuery({
    queryKey: ['places', 'nearby', at?.lat, at?.lng],
    queryFn: () => api<Answer<'/api/places/nearby', 'get'>>(`/places/nearby?lat=${at?.lat}&lng=${at?.lng}`).then((r) => r.places),
    enabled: at !== null,
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });
}

/**
 * usePlaceDetails fetches a place's details. A failure is only logged (docs/product.md §7): the caller
 * shows the place with the fallback texts.
 */
export function usePlaceDetails(id: string | null) {
  return useQuery({
    queryKey: ['places', 'details', id],
    queryFn: () =>
      api<PlaceDetails>(`/places/${encodeURIComponent(id ?? '')}`).catch((error: unknown) => {
        console.error('Failed to fetch place details', error);
        return null;
      }),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}
