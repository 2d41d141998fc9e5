/**
 * The typical rent of each area with schools, from shared/content/tampa-bay-facts.yaml
 * (relocation_2026.rents, compiled 2026-11-27): medians and averages of different providers, unit
 * mixes and dates, so each is shown with its own and never compared with another. This is the one
 * copy of these figures in the code.
 */

/** RentArea names the area a figure is for (jobs.json pay.areas). */
export type RentArea = 'tampa' | 'brandon' | 'clearwater' | 'stPetersburg' | 'wesleyChapel' | 'tampaMetro';

/** Rent is one figure: dollars a month, for a kind of home (jobs.json pay.units), as its provider measured it, when. */
export type Rent = {
  area: RentArea;
  dollars: number;
  unit: 'oneBedroom' | 'oneBedroomApartment' | 'allSizes';
  measure: 'median' | 'average';
  /** When the figure is from: a day ("2025-10-22") or a month ("2024-05"). */
  date: string;
  provider: string;
  source: string;
};

const APARTMENT_LIST_MAY_2024 = 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel';

/** RENTS are the newest figure for each area; the Tampa metro one stands for a city with none of its own. */
export const RENTS: Record<RentArea, Rent> = {
  tampa: {
    area: 'tampa', dollars: 1635, unit: 'oneBedroomApartment', measure: 'average', date: '2025-10-22',
    provider: 'All County', source: 'https://www.allcountyprop.com/blog/post.php?postID=5010',
  },
  brandon: {
    area: 'brandon', dollars: 1389, unit: 'oneBedroom', measure: 'median', date: '2024-05', provider: 'Apartment List', source: APARTMENT_LIST_MAY_2024,
  },
  clearwater: {
    area: 'clearwater', dollars: 1201, unit: 'oneBedroom', measure: 'median', date: '2024-05', provider: 'Apartment List', source: APARTMENT_LIST_MAY_2024,
  },
  stPetersburg: {
    area: 'stPetersburg', dollars: 1430, unit: 'allSizes', measure: 'median', date: '2024-05', provider: 'Apartment List', source: APARTMENT_LIST_MAY_2024,
  },
  wesleyChapel: {
    area: 'wesleyChapel', dollars: 1701, unit: 'oneBedroomApartment', measure: 'median', date: '2026-04',
    provider: 'estaite', source: 'https://data.estaite.com/feeds/wesley-chapel-fl.json',
  },
  tampaMetro: {
    area: 'tampaMetro', dollars: 1526, unit: 'allSizes', measure: 'median', date: '2024-05', provider: 'Apartment List', source: APARTMENT_LIST_MAY_2024,
  },
};

// The schools' cities (internal/seed/districts.json) that have a figure of their own.
const CITY_AREAS: Record<string, RentArea> = {
  Tampa: 'tampa',
  Brandon: 'brandon',
  Clearwater: 'clearwater',
  'St. Petersburg': 'stPetersburg',
  'Wesley Chapel': 'wesleyChapel',
};

/** rentIn is the figure for a school's city: its own, else the Tampa metro area's. */
export function rentIn(city: string): Rent {
  return RENTS[CITY_AREAS[city] ?? 'tampaMetro'];
}
