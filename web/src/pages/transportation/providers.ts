// The transportation page's links and phone numbers: what does not change with the language.
// Texts are in src/locales/<language>/transportation.json. Source of every fact:
// /shared/content/tampa-bay-facts.yaml (`transportation`, `florida_facts.drivers_license`).
import type texts from '@/locales/en/transportation.json';

/** TAMPA_AIRPORT is Tampa International Airport (TPA), home of the Rental Car Center. */
export const TAMPA_AIRPORT = 'https://www.tampaairport.com';

/** FLHSMV is the Florida Department of Highway Safety and Motor Vehicles, which sets the licence rules. */
export const FLHSMV = 'https://www.flhsmv.gov';

/**
 * RENTAL_COMPANIES are the companies of TPA's Rental Car Center that have a website in the facts
 * file, by brand name (the same in every language), alphabetically.
 */
export const RENTAL_COMPANIES = [
  { name: 'Alamo', website: 'https://www.alamo.com' },
  { name: 'Avis', website: 'https://www.avis.com' },
  { name: 'Budget', website: 'https://www.budget.com' },
  { name: 'Enterprise', website: 'https://www.enterprise.com' },
  { name: 'Hertz', website: 'https://www.hertz.com' },
  { name: 'National', website: 'https://www.nationalcar.com' },
  { name: 'Sixt', website: 'https://www.sixt.com' },
] as const;

/** TransitAgency is one transit card: its texts' key, its website and its phone, if one is known. */
export type TransitAgency = {
  id: keyof typeof texts.transit.providers;
  website: string;
  phone?: { label: keyof typeof texts.transit.phones; display: string; tel: string };
};

/** TRANSIT_AGENCIES are the bus and streetcar services of the three counties. GoPasco has no known phone. */
export const TRANSIT_AGENCIES: TransitAgency[] = [
  {
    id: 'hart',
    website: 'https://www.gohart.org',
    phone: { label: 'hart', display: '(813) 254-4278', tel: 'tel:+18132544278' },
  },
  { id: 'teco', website: 'https://www.tecolinestreetcar.org' },
  {
    id: 'psta',
    website: 'https://www.psta.net',
    phone: { label: 'psta', display: '(727) 540-1900', tel: 'tel:+17275401900' },
  },
  // The facts file gives only the county's site for GoPasco's pages.
  { id: 'goPasco', website: 'https://www.pascocountyfl.net' },
];

/** CITY_SITES are where each city publishes its current scooter programme. */
export const CITY_SITES = {
  tampa: 'https://www.tampa.gov',
  stPete: 'https://www.stpete.org',
} as const;
