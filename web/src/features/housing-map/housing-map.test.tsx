import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import type { School } from '@/lib/schools';
import { renderComponent } from '@/test/render-component';
import { HousingMap } from './components/housing-map';
import type { Place, PlaceDetails } from './api/schools';
import { fakeMapExists, installFakeGoogleMaps, uninstallFakeGoogleMaps } from '@/test/fake-google-maps';

const plant: School = {
  id: 's-plant', schoolName: 'H.B. Plant High School', organizationId: 'o-hillsborough', district: 'Hillsborough County Public Schools',
  level: 'high', city: 'Tampa', lat: 27.92361, lng: -82.50222, designation: 'traditional', philosophy: [], culture: '',
};
const gibbs: School = {
  id: 's-gibbs', schoolName: 'Gibbs High School', organizationId: 'o-pinellas', district: 'Pinellas County Schools',
  level: 'high', city: 'St. Petersburg', lat: 27.7675, lng: -82.6831, designation: 'title_i', philosophy: [], culture: '',
};
const pasco: School = {
  id: 's-pasco', schoolName: 'Wesley Chapel High School', organizationId: 'o-pasco', district: 'Pasco County Schools',
  level: 'high', city: 'Wesley Chapel', lat: null, lng: null, designation: 'traditional', philosophy: [], culture: '',
};
const woodson: School = {
  id: 's-woodson', schoolName: 'Dr. Carter G. Woodson K-8 Preparatory Academy', organizationId: 'o-hillsborough', district: 'Hillsborough County Public Schools',
  level: 'k8', city: 'Tampa', lat: 28.0334, lng: -82.4171, designation: 'title_i', philosophy: [], culture: '',
};
// A row with an impossible point, as a bad edit could leave one.
const broken: School = {
  id: 's-broken', schoolName: 'Broken Point Elementary', organizationId: 'o-hillsborough', district: 'Hillsborough County Public Schools',
  level: 'elementary', city: 'Tampa', lat: 127.5, lng: -82.4, designation: 'traditional', philosophy: [], culture: '',
};
const agencies: Place[] = [
  { id: 'p-one', displayName: 'Bayshore Realty Group', location: { lat: 27.93, lng: -82.5 }, businessStatus: 'OPERATIONAL' },
  { id: 'p-two', displayName: '', location: { lat: 27.92, lng: -82.51 }, businessStatus: 'CLOSED_TEMPORARILY' },
];
const details: Record<string, PlaceDetails> = {
  'p-one': {
    id: 'p-one', displayName: 'Bayshore Realty Group', formattedAddress: '100 Bayshore Blvd, Tampa, FL 33606, USA',
    rating: 4.6, websiteUri: 'https://bayshore-realty.example', photoUrl: '/api/places/p-one/photo?maxWidth=400',
  },
  'p-two': { id: 'p-two', displayName: '', formattedAddress: '', rating: null, websiteUri: '', photoUrl: '' },
};

type Options = { browserKey?: string; nearby?: 'ok' | 'unavailable' };

/**
 * fakeApi answers the TeachBay API calls of the housing map and records them in order; a call
 * made while a (fake) Google map exists is marked "after map".
 */
function fakeApi({ browserKey = 'test-browser-key', nearby = 'ok' }: Options = {}) {
  const calls: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (fakeMapExists()) calls.push(`${url} after map`);
    if (url === '/api/config') {
      return json(200, { recaptchaSiteKey: '', mapsBrowserKey: browserKey, languages: ['en', 'es'], supportEmail: 't@x.test' });
    }
    if (url === '/api/schools') return json(200, [broken, woodson, gibbs, plant, pasco]);
    if (url.startsWith('/api/places/nearby')) {
      return nearby === 'ok'
        ? json(200, { places: agencies })
        : json(503, { code: 'unavailable', message: 'Nearby places are not available: the server has no Google Maps key.' });
    }
    const id = decodeURIComponent(url.replace('/api/places/', ''));
    if (details[id]) return json(200, details[id]);
    return json(404, { code: 'not_found', message: 'No such place' });
  });
  return calls;
}

describe('the housing map with Google Maps', () => {
  let google: ReturnType<typeof installFakeGoogleMaps>;
  beforeEach(() => {
    google = installFakeGoogleMaps();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    uninstallFakeGoogleMaps();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function openMap(options?: Options) {
    const calls = fakeApi(options);
    const view = renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    await screen.findByRole('combobox', { name: 'Filter by School' });
    // Markers are made in the map's effects, which may run a moment after the filter is shown.
    await waitFor(() => expect(google.markers().length).toBeGreaterThan(0));
    return { ...view, calls };
  }

  it('loads the map first, centred on Tampa at zoom 17, then the schools, then shows the filter', async () => {
    const { calls } = await openMap();
    expect(google.map?.options).toMatchObject({ center: { lat: 27.95, lng: -82.45 }, zoom: 17 });
    // The school list was asked for only once the map existed.
    expect(calls).toContain('/api/schools after map');
    expect(google.map?.getDiv()).toHaveAttribute('aria-label', 'Map of Tampa Bay schools');

    // Every school with a real point has a marker, its label in lines of four words.
    expect(google.markers().map((m) => m.title).sort()).toEqual([
      'Dr. Carter G. Woodson K-8 Preparatory Academy',
      'Gibbs High School',
      'H.B. Plant High School',
    ]);
    const labelOf = (title: string) => google.markers().find((m) => m.title === title)?.label;
    expect(labelOf('Dr. Carter G. Woodson K-8 Preparatory Academy')).toBe('Dr. Carter G. Woodson\nK-8 Preparatory Academy');
    expect(labelOf('H.B. Plant High School')).toBe('H.B. Plant High School');
    // The broken point is skipped and logged; Pasco's school is listed as not on the map.
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Broken Point Elementary'), 127.5, -82.4);
    const filter = screen.getByRole('combobox', { name: 'Filter by School' });
    expect(within(filter).getByRole('option', { name: 'Wesley Chapel High School (not on the map yet)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'All schools (5)' })).toBeInTheDocument();
  });

  it('choosing a school in the dropdown shows only it and its agencies, then zooms to 15 after 300 ms', async () => {
    const { user } = await openMap();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by School' }), 'H.B. Plant High School');

    await waitFor(() => expect(google.markers()).toHaveLength(3));
    const titles = google.markers().map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['H.B. Plant High School', 'Bayshore Realty Group', 'Unknown Place']));
    expect(titles).not.toContain('Gibbs High School');
    expect(google.map?.options.center).toEqual({ lat: 27.92361, lng: -82.50222 });

    // The map moves to the school, and only 300 ms later zooms in to 15.
    const map = google.map!;
    await waitFor(() => expect(map.getZoom()).toBe(15));
    const zoomedIn = map.zooms.at(-1)!;
    expect(map.zooms.map((z) => z.zoom)).toEqual([17, 15]);
    expect(zoomedIn.at - map.pannedAt).toBeGreaterThanOrEqual(299);

    // The same agencies are listed under the map, for those who do not use it.
    const list = await screen.findByRole('heading', { name: 'Real-estate agencies near H.B. Plant High School' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unknown Place (temporarily closed)' })).toBeInTheDocument();
  });

  it('clicking a school marker selects it as the dropdown does', async () => {
    await openMap();
    act(() => google.click('Gibbs High School'));
    expect(screen.getByRole('combobox', { name: 'Filter by School' })).toHaveValue('s-gibbs');
    await waitFor(() => expect(google.markers().map((m) => m.title)).toContain('Bayshore Realty Group'));
    expect(google.markers().map((m) => m.title)).not.toContain('H.B. Plant High School');
  });

  it('Reset Filter clears the choice and shows every school again at zoom 13', async () => {
    const { user } = await openMap();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by School' }), 'Gibbs High School');
    await waitFor(() => expect(google.markers()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));

    expect(screen.getByRole('combobox', { name: 'Filter by School' })).toHaveValue('');
    expect(google.markers().map((m) => m.title)).toEqual(
      expect.arrayContaining(['Gibbs High School', 'H.B. Plant High School', 'Dr. Carter G. Woodson K-8 Preparatory Academy']),
    );
    expect(google.markers().map((m) => m.title)).not.toContain('Bayshore Realty Group');
    await waitFor(() => expect(google.map?.getZoom()).toBe(13));
    expect(screen.getByRole('button', { name: 'Reset Filter' })).toBeDisabled();
  });

  it('an agency marker opens its window with the details, or the fallback texts', async () => {
    const { user } = await openMap();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by School' }), 'H.B. Plant High School');
    await waitFor(() => expect(google.markers()).toHaveLength(3));

    act(() => google.click('Bayshore Realty Group'));
    const window1 = await waitFor(() => {
      const [open] = google.infoWindows();
      expect(open).toBeDefined();
      return open.options.content as HTMLElement;
    });
    expect(await within(window1).findByText('100 Bayshore Blvd, Tampa, FL 33606, USA')).toBeInTheDocument();
    expect(within(window1).getByText('Rating: 4.6')).toBeInTheDocument();
    expect(within(window1).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://bayshore-realty.example');
    expect(within(window1).getByRole('img', { name: 'Photo of Bayshore Realty Group' })).toHaveAttribute(
      'src',
      '/api/places/p-one/photo?maxWidth=400',
    );

    act(() => google.click('Unknown Place'));
    await waitFor(() => expect(document.body).toHaveTextContent('No address available'));
    const open = google.infoWindows().at(-1)?.options.content as HTMLElement;
    expect(within(open).getByRole('heading', { name: 'Unknown Place' })).toBeInTheDocument();
    expect(within(open).getByText('Rating: N/A')).toBeInTheDocument();
  });

  it('a school that is not on the map is chosen without moving the map or searching', async () => {
    const { user, calls } = await openMap();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by School' }),
      'Wesley Chapel High School (not on the map yet)',
    );
    expect(await screen.findByText(/location is not on the map yet/)).toBeInTheDocument();
    expect(google.markers()).toHaveLength(0);
    expect(calls.some((url) => url.startsWith('/api/places/nearby'))).toBe(false);
    expect(google.map?.getZoom()).toBe(17);
  });
});

describe('the housing map without Google Maps', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says so in one line and lists every school with its district and city', async () => {
    fakeApi({ browserKey: '' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    expect(await screen.findByText(/The map is not available on this site/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Schools' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const pascoItem = items.find((item) => item.textContent?.includes('Wesley Chapel High School'));
    expect(pascoItem).toHaveTextContent('Pasco County Schools · Wesley Chapel');
    expect(pascoItem).toHaveTextContent('Not on the map yet');
  });

  it('lets a keyboard user choose a school and see the agencies near it, then reset', async () => {
    fakeApi({ browserKey: '' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    await screen.findByRole('list', { name: 'Schools' });

    const choose = screen.getByRole('button', { name: 'Agencies nearby: H.B. Plant High School' });
    choose.focus();
    await user.keyboard('{Enter}');
    const filter = screen.getByRole('combobox', { name: 'Filter by School' });
    expect(filter).toHaveValue('s-plant');
    expect(filter).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Schools' })).not.toBeInTheDocument();

    const agency = await screen.findByRole('button', { name: 'Bayshore Realty Group' });
    // The job board near the school is one link away.
    expect(screen.getByRole('link', { name: 'Jobs near this school' })).toHaveAttribute(
      'href', '/vacancies?near=27.92361%2C-82.50222&radiusKm=25',
    );
    expect(agency).toHaveAttribute('aria-expanded', 'false');
    await user.click(agency);
    expect(agency).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('100 Bayshore Blvd, Tampa, FL 33606, USA')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    expect(await screen.findByRole('list', { name: 'Schools' })).toBeInTheDocument();
  });

  it('says when the server cannot search for agencies', async () => {
    fakeApi({ browserKey: '', nearby: 'unavailable' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filter by School' }), 'Gibbs High School');
    expect(await screen.findByText('Nearby agencies cannot be shown on this site right now.')).toBeInTheDocument();
  });

  it('falls back to the list when Google refuses the key', async () => {
    installFakeGoogleMaps();
    fakeApi();
    renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    await screen.findByRole('combobox', { name: 'Filter by School' });
    act(() => (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.());
    expect(await screen.findByText(/The map could not load/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Schools' })).toBeInTheDocument();
    uninstallFakeGoogleMaps();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeApi({ browserKey: '' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderComponent(<MemoryRouter><HousingMap /></MemoryRouter>);
    expect(await screen.findByText(/El mapa no está disponible/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Filtrar por escuela' }), 'H.B. Plant High School');
    await user.click(await screen.findByRole('button', { name: 'Lugar desconocido (cerrada temporalmente)' }));
    expect(await screen.findByText('Dirección no disponible')).toBeInTheDocument();
    expect(screen.getByText('Calificación: N/D')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtro' })).toBeEnabled();
  });
});
