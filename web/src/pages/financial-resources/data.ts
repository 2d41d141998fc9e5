// The organisations of /financial-resources with their sites and phone numbers, from
// shared/content/tampa-bay-facts.yaml. Their descriptions are in the `finance` namespace.

/** SECTIONS are the page's sections, in order, with the ids that deep links use. */
export const SECTIONS = [
  { id: 'money-picture', key: 'money' },
  { id: 'first-account', key: 'account' },
  { id: 'us-banks', key: 'banks' },
  { id: 'credit-unions', key: 'creditUnions' },
  { id: 'filipino-banks', key: 'philippineBanks' },
  { id: 'remittance', key: 'remittance' },
] as const;

/**
 * FIGURES are the numbers of "The money picture" that are not part of the budget (see budget.ts),
 * in dollars, with the date and source that the texts name. The county sales-tax rates are not
 * among them: the facts give them from general knowledge only.
 */
export const FIGURES = {
  /** Hillsborough's yearly teacher supplement from the 2024 levy, 2025–26 through 2029 (FOX 13, December 2024). */
  hillsboroughSupplement: 6_000,
  /** Pasco's 2023–24 base salary, before its levy supplement (Pasco County Schools, October 2023). */
  pascoBase: 47_000,
  /** Pasco's levy supplement by years of service, from 2023–24 (Pineapple Report, May 2023). */
  pascoSupplement: { min: 2_000, max: 7_245 },
  /** Florida's minimum starting salary for teachers: a state target since 2020 (Tampa Bay Times, June 2020). */
  startingSalaryTarget: 47_500,
  /** Tampa median rents in January 2023 (Apartment List via WFLA). */
  rentJanuary2023: { oneBedroom: 1_400, twoBedroom: 1_730 },
  /** One-bedroom rents as CoStar put them (WTSP, August 2023). */
  costarOneBedroom: { tampa: 1_600, clearwater: 1_575, stPete: 2_000 },
  /** The lowest deposit the City of St. Petersburg asks to start water service. */
  stPeteWaterDeposit: 100,
} as const;

/**
 * SOURCES are the pages the money picture's figures come from; each is cited as
 * `money.sources.<key>` in the texts, with its publisher and date.
 */
export const SOURCES = {
  hillsboroughStart:
    'https://abcactionnews.com/news/region-hillsborough/hillsborough-schools-and-hillsborough-classroom-teachers-association-reach-tentative-pay-agreement',
  hillsboroughSupplement: 'https://www.fox13news.com/news/hillsborough-county-teacher-pay-referendum-passes',
  pinellasStart:
    'https://thelocallens.org/pinellas-county-school-board-approves-significant-salary-increases-amidst-broader-policy-and-budget-discussions',
  pinellasRaise:
    'https://thelocallens.org/pinellas-county-school-board-approves-teacher-salary-increases-amid-budget-and-safety-discussions',
  pascoBase: 'https://www.pasco.k12.fl.us/news/page/usep-agreement',
  pascoSupplement: 'https://pineapplereport.com/in-pasco-referendum-money-means-raises-averaging-9-for-teachers-staff/',
  rentJanuary2023: 'https://www.wfla.com/news/hillsborough-county/tampa-rent-up-2-1-year-over-year-down-from-december/',
  rentOctober2025: 'https://www.allcountyprop.com/blog/post.php?postID=5010',
  stPeteDeposit: 'https://www.stpete.org/residents/utilities/utilities_account_setup.php',
  electricity: 'https://www.tampaelectric.com/updates',
} as const;

/** US_BANKS are large banks with branches across Tampa Bay. */
export const US_BANKS = [
  { key: 'bankOfAmerica', name: 'Bank of America', website: 'https://www.bankofamerica.com' },
  { key: 'wellsFargo', name: 'Wells Fargo', website: 'https://www.wellsfargo.com' },
  { key: 'truist', name: 'Truist', website: 'https://www.truist.com' },
  { key: 'chase', name: 'JPMorgan Chase', website: 'https://www.chase.com' },
  { key: 'regions', name: 'Regions Bank', website: 'https://www.regions.com' },
  { key: 'pnc', name: 'PNC Bank', website: 'https://www.pnc.com' },
  { key: 'fifthThird', name: 'Fifth Third Bank', website: 'https://www.53.com' },
] as const;

/** Phone is a number as written on the page and its tel: address. */
export type Phone = { display: string; href: string };

/** CREDIT_UNIONS are Tampa Bay credit unions; Tampa Bay Federal Credit Union has no site in the facts. */
export const CREDIT_UNIONS: readonly {
  key: 'suncoast' | 'gte' | 'grow' | 'tampaBay';
  name: string;
  website: string | null;
  phone: Phone | null;
}[] = [
  {
    key: 'suncoast',
    name: 'Suncoast Credit Union',
    website: 'https://www.suncoast.com',
    // The facts give its number from general knowledge only: its site has the current one.
    phone: null,
  },
  { key: 'gte', name: 'GTE Financial', website: 'https://www.gtefinancial.org', phone: null },
  {
    key: 'grow',
    name: 'Grow Financial Federal Credit Union',
    website: 'https://www.growfinancial.org',
    phone: null,
  },
  {
    key: 'tampaBay',
    name: 'Tampa Bay Federal Credit Union',
    website: null,
    phone: { display: '(813) 247-4414', href: 'tel:+18132474414' },
  },
];

/**
 * PHILIPPINE_BANKS are Philippine banks with remittance services from the United States.
 * Metrobank's only address in the facts is its New York branch's 2009 page, which no longer
 * answers, so its card has no link.
 */
export const PHILIPPINE_BANKS: readonly { key: string; name: string; website: string | null }[] = [
  { key: 'bdo', name: 'BDO Unibank (BDO Remit)', website: 'https://www.bdoremit.com' },
  { key: 'metrobank', name: 'Metrobank (Metro Remittance USA)', website: null },
  { key: 'pnb', name: 'Philippine National Bank (PNB)', website: 'https://www.pnb.com.ph' },
  { key: 'bpi', name: 'Bank of the Philippine Islands (BPI)', website: 'https://www.bpi.com.ph' },
];

/** REMITTANCE_SERVICES are money-transfer services that send money abroad from the United States. */
export const REMITTANCE_SERVICES: readonly {
  key: 'remitly' | 'wise' | 'westernUnion' | 'moneyGram' | 'worldRemit' | 'xoom' | 'sendwave';
  name: string;
  website: string;
}[] = [
  { key: 'remitly', name: 'Remitly', website: 'https://www.remitly.com' },
  { key: 'wise', name: 'Wise', website: 'https://wise.com' },
  { key: 'westernUnion', name: 'Western Union', website: 'https://www.westernunion.com' },
  { key: 'moneyGram', name: 'MoneyGram', website: 'https://www.moneygram.com' },
  { key: 'worldRemit', name: 'WorldRemit', website: 'https://www.worldremit.com' },
  { key: 'xoom', name: 'Xoom (PayPal)', website: 'https://www.xoom.com' },
  { key: 'sendwave', name: 'Sendwave', website: 'https://www.sendwave.com' },
];
