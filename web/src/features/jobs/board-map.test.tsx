import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeGoogleMaps, uninstallFakeGoogleMaps } from '@/test/fake-google-maps';
import { renderApp } from '@/test/render-app';
import { fakeJobsApi, page, signOut, vacancy } from './test/fake-jobs-api';

// The clusterer draws on Google's overlays, which the stand-in has not: here it only puts its markers on the map.
const clustered: number[] = [];
vi.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: class {
    constructor({ map, markers }: { map: unknown; markers: { setMap: (map: unknown) => void }[] }) {
      for (const marker of markers) marker.setMap(map);
      clustered.push(markers.length);
    }
    clearMarkers() {}
    setMap() {}
  },
}));

const LOAD = { timeout: 10_000 };

describe("the board's map view", { timeout: 20_000 }, () => {
  afterEach(() => {
    signOut();
  });

  it('is not offered without a maps key: the list stays', async () => {
    fakeJobsApi({ vacancies: page([vacancy()]) });
    renderApp('/vacancies');
    await screen.findByRole('table', { name: 'Vacancies' }, LOAD);
    expect(screen.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
  });
});

describe("the board's map view with a maps key", { timeout: 20_000 }, () => {
  let google: ReturnType<typeof installFakeGoogleMaps>;
  beforeEach(() => {
    google = installFakeGoogleMaps();
    clustered.length = 0;
  });
  afterEach(() => {
    uninstallFakeGoogleMaps();
    signOut();
  });

  it('shows a clustered marker per school with its count; a marker filters the list, a click searches near the point', async () => {
    const api = fakeJobsApi({
      vacancies: page([vacancy()]),
      mapsKey: 'browser-key',
      mapSchools: [{ schoolId: 's-1', schoolName: 'Plant High School', lat: 27.9296, lng: -82.4934, count: 3 }],
    });
    const { user, location } = renderApp('/vacancies?level=high');
    await screen.findByRole('table', { name: 'Vacancies' }, LOAD);
    const views = await screen.findByRole('group', { name: 'View' }, LOAD);
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // Google's script is not asked for until the map is opened.
    expect(google.map).toBeNull();
    await user.click(within(views).getByRole('button', { name: 'Map' }));

    await waitFor(() => expect(google.markers()).toHaveLength(1));
    expect(clustered).toEqual([1]);
    expect(google.markers()[0].title).toBe('Plant High School: 3 vacancies');
    expect(google.markers()[0].marker.options.label).toBe('3');
    expect(api.sent('/vacancies/map')).toEqual(['GET /vacancies/map?level=high']);
    // The list gives the map its place.
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();

    window.google.maps.event.trigger(google.map!, 'click', { latLng: { lat: () => 28.012345, lng: () => -82.498765 } });
    await waitFor(() => expect(location()).toBe('/vacancies?level=high&near=28.0123%2C-82.4988&radiusKm=25'));

    google.click('Plant High School: 3 vacancies');
    await waitFor(() => expect(location()).toBe('/vacancies?school=s-1&level=high&near=28.0123%2C-82.4988&radiusKm=25'));
    expect(screen.getByRole('region', { name: 'Search results' })).toBeVisible();
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});
