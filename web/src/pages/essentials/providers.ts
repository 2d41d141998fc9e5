// The home-service providers of /essentials with their sites and phone numbers, from
// shared/content/tampa-bay-facts.yaml. What each one covers is in the `essentials` namespace.
// A number the facts give only from general knowledge is left out: the card links to the
// provider's own site, where the current number is.
import type { Category } from './category';

/** ProviderKey names a provider's texts under `providers` in the `essentials` namespace. */
export type ProviderKey =
  | 'teco'
  | 'duke'
  | 'wrec'
  | 'peoplesGas'
  | 'tampaWater'
  | 'hillsboroughWater'
  | 'stPeteWater'
  | 'pinellasWater'
  | 'pascoWater'
  | 'tampaSolidWaste'
  | 'hillsboroughSolidWaste'
  | 'pascoGarbage'
  | 'pinellasGarbage'
  | 'spectrum'
  | 'frontier'
  | 'wow'
  | 'fixedWireless'
  | 'att'
  | 'verizon'
  | 'tmobile'
  | 'prepaid';

/** PhoneLabel names what a number is for, under `phoneLabels` in the `essentials` namespace. */
export type PhoneLabel =
  | 'customerService'
  | 'tecoHillsborough'
  | 'tecoPolk'
  | 'tecoOtherCounties'
  | 'tampaUtilities'
  | 'hillsboroughCallCenter'
  | 'hillsboroughWaterDepartment'
  | 'hillsboroughOnlineBilling'
  | 'stPeteStart'
  | 'pascoCustomerService'
  | 'pascoNewAccount'
  | 'pascoInfoLine'
  | 'wasteManagement';

/** Phone is one number as written on the page, such as '(813) 223-0800', and what it is for. */
export type Phone = { label: PhoneLabel; number: string };

/** TitledProvider is an entry that is a kind of service, not one organisation: its title is translated. */
export type TitledProvider = 'pinellasGarbage' | 'fixedWireless' | 'prepaid';

/** SourcedProvider names a provider whose texts hold a figure; its citation is `sources.<key>`. */
export type SourcedProvider = 'teco' | 'stPeteWater';

/**
 * Provider is one organisation, with its official English `name`, or a kind of service
 * (`name: null`), whose title is `titles.<key>` in the texts. A null website means the facts
 * give none, so the page shows no link. `source` is the page a figure in its texts comes from.
 */
export type Provider = (
  | { key: Exclude<ProviderKey, TitledProvider>; name: string }
  | { key: TitledProvider; name: null }
) & {
  website: string | null;
  phones: readonly Phone[];
  source?: { cite: SourcedProvider; href: string };
};

/** PROVIDERS lists the providers of each category, the most widely used first. */
export const PROVIDERS: Record<Category, readonly Provider[]> = {
  electricity: [
    {
      key: 'teco',
      name: 'Tampa Electric (TECO)',
      website: 'https://www.tampaelectric.com',
      phones: [
        { label: 'tecoHillsborough', number: '(813) 223-0800' },
        { label: 'tecoPolk', number: '(863) 299-0800' },
        { label: 'tecoOtherCounties', number: '1-888-223-0800' },
      ],
      source: { cite: 'teco', href: 'https://www.tampaelectric.com/updates' },
    },
    {
      key: 'duke',
      name: 'Duke Energy Florida',
      website: 'https://www.duke-energy.com',
      phones: [],
    },
    {
      key: 'wrec',
      name: 'Withlacoochee River Electric Cooperative (WREC)',
      website: 'https://www.wrec.net',
      phones: [],
    },
  ],
  water: [
    {
      key: 'tampaWater',
      name: 'City of Tampa Utilities',
      website: 'https://www.tampa.gov/city-of-tampa-utilities',
      phones: [{ label: 'tampaUtilities', number: '(813) 274-8811' }],
    },
    {
      key: 'hillsboroughWater',
      name: 'Hillsborough County Water Resources',
      website: 'https://hcfl.gov',
      phones: [
        { label: 'hillsboroughCallCenter', number: '(813) 272-6680' },
        { label: 'hillsboroughWaterDepartment', number: '(813) 744-5600' },
        { label: 'hillsboroughOnlineBilling', number: '(813) 276-2700' },
      ],
    },
    {
      key: 'stPeteWater',
      name: 'City of St. Petersburg Water Resources',
      website: 'https://www.stpete.org/residents/utilities/',
      phones: [{ label: 'stPeteStart', number: '(727) 893-7341' }],
      source: { cite: 'stPeteWater', href: 'https://www.stpete.org/residents/utilities/utilities_account_setup.php' },
    },
    {
      key: 'pinellasWater',
      name: 'Pinellas County Utilities',
      website: 'https://pinellas.gov',
      phones: [{ label: 'customerService', number: '(727) 464-4000' }],
    },
    {
      key: 'pascoWater',
      name: 'Pasco County Utilities (PCU)',
      website: 'https://www.pascocountyfl.net',
      phones: [
        { label: 'pascoCustomerService', number: '(813) 235-6012' },
        { label: 'pascoNewAccount', number: '(727) 847-8131' },
      ],
    },
  ],
  gas: [
    {
      key: 'peoplesGas',
      name: 'Peoples Gas',
      website: 'https://www.peoplesgas.com',
      phones: [],
    },
  ],
  garbage: [
    {
      key: 'tampaSolidWaste',
      name: 'City of Tampa Solid Waste',
      website: null,
      phones: [{ label: 'customerService', number: '(813) 274-8811' }],
    },
    {
      key: 'hillsboroughSolidWaste',
      name: 'Hillsborough County Solid Waste',
      website: 'https://hcfl.gov',
      phones: [{ label: 'customerService', number: '(813) 272-5680' }],
    },
    {
      key: 'pascoGarbage',
      name: 'Pasco County Curbside Garbage Pickup',
      website: 'https://www.pascocountyfl.net/4531/Curbside-Garbage-Pickup',
      phones: [
        { label: 'pascoInfoLine', number: '(727) 857-2780' },
        { label: 'wasteManagement', number: '1-800-255-7172' },
      ],
    },
    { key: 'pinellasGarbage', name: null, website: null, phones: [] },
  ],
  internet: [
    { key: 'spectrum', name: 'Spectrum', website: 'https://www.spectrum.com', phones: [] },
    { key: 'frontier', name: 'Frontier Communications', website: 'https://frontier.com', phones: [] },
    { key: 'wow', name: 'WOW! (WideOpenWest)', website: 'https://www.wowway.com', phones: [] },
    { key: 'fixedWireless', name: null, website: null, phones: [] },
  ],
  mobile: [
    { key: 'att', name: 'AT&T', website: 'https://www.att.com', phones: [] },
    { key: 'verizon', name: 'Verizon', website: 'https://www.verizon.com', phones: [] },
    { key: 'tmobile', name: 'T-Mobile', website: 'https://www.t-mobile.com', phones: [] },
    { key: 'prepaid', name: null, website: null, phones: [] },
  ],
};

/** telHref turns a U.S. number as written, such as '(813) 223-0800' or '1-888-223-0800', into a tel: link. */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  throw new Error(`telHref: not a U.S. phone number: ${number}`);
}
