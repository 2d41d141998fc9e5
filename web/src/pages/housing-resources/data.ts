// The firms and links of /housing-resources, from shared/content/tampa-bay-facts.yaml. None of
// them is a TeachBay partner. What each one is, is in the `housing` namespace.

/** Firm is one company with its official name; a null website means the facts give none. */
export type Firm<Key extends string> = { key: Key; name: string; website: string | null };

/** SINGLE_FAMILY_RENTALS are large companies that own and rent out houses in Tampa Bay. */
export const SINGLE_FAMILY_RENTALS: readonly Firm<'progress' | 'invitation' | 'amh' | 'mainStreet'>[] = [
  { key: 'progress', name: 'Progress Residential', website: 'https://rentprogress.com' },
  { key: 'invitation', name: 'Invitation Homes', website: 'https://www.invitationhomes.com' },
  { key: 'amh', name: 'American Homes 4 Rent', website: 'https://www.amh.com' },
  { key: 'mainStreet', name: 'Main Street Renewal (Amherst)', website: null },
];

/** APARTMENT_OPERATORS own or manage apartment communities. */
export const APARTMENT_OPERATORS: readonly Firm<'camden' | 'greystar' | 'maa'>[] = [
  { key: 'camden', name: 'Camden Property Trust', website: 'https://www.camdenliving.com' },
  { key: 'greystar', name: 'Greystar', website: 'https://www.greystar.com' },
  { key: 'maa', name: 'MAA (Mid-America Apartment Communities)', website: 'https://www.maac.com' },
];

/** BROKERAGES are real-estate brokerages with agents in Tampa Bay. */
export const BROKERAGES: readonly Firm<'smith' | 'rutenberg' | 'coldwell' | 'kellerWilliams'>[] = [
  { key: 'smith', name: 'Smith & Associates Real Estate', website: 'https://www.smithandassociates.com' },
  { key: 'rutenberg', name: 'Charles Rutenberg Realty', website: 'https://www.charlesrutenbergrealty.com' },
  { key: 'coldwell', name: 'Coldwell Banker Realty', website: 'https://www.coldwellbankerhomes.com' },
  { key: 'kellerWilliams', name: 'Keller Williams', website: 'https://www.kw.com' },
];

/** NCES_SCHOOL_SEARCH finds every U.S. public school with its address, for schools not on the map. */
export const NCES_SCHOOL_SEARCH = 'https://nces.ed.gov/ccd/schoolsearch/';

/** Ids of the page's sections, for the in-page links. */
export const SECTION_IDS = {
  rentals: 'rental-companies',
  rents: 'rents',
  map: 'housing-map',
  strongStart: 'strong-start',
  /** The lease checklist inside strong-start, with the caution about corporate landlords. */
  lease: 'before-you-sign',
} as const;

/**
 * RENTS are the rents by area the facts source (relocation_2026.rents), newest first within each
 * area. They come from different providers, dates and kinds of homes, so each is shown with its own
 * date and source and never averaged or ranked with the others. Each row's text is `rents.rows.<key>`
 * and its citation `rents.cites.<cite>`.
 */
export const RENTS = [
  { key: 'tampa2025', cite: 'allCounty', href: 'https://www.allcountyprop.com/blog/post.php?postID=5010' },
  {
    key: 'tampa2023',
    cite: 'apartmentListWfla',
    href: 'https://www.wfla.com/news/hillsborough-county/tampa-rent-up-2-1-year-over-year-down-from-december/',
  },
  { key: 'tampaMetro2024', cite: 'apartmentList', href: 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel' },
  { key: 'brandon2024', cite: 'apartmentList', href: 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel' },
  { key: 'downtownStPete2026', cite: 'estaite', href: 'https://data.estaite.com/feeds/downtown-st-petersburg-fl.json' },
  { key: 'stPete2024', cite: 'apartmentList', href: 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel' },
  { key: 'clearwater2024', cite: 'apartmentList', href: 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel' },
  { key: 'wesleyChapel2026', cite: 'estaite', href: 'https://data.estaite.com/feeds/wesley-chapel-fl.json' },
  { key: 'wesleyChapel2024', cite: 'apartmentList', href: 'https://www.apartmentlist.com/rent-report/fl/wesley-chapel' },
] as const;
