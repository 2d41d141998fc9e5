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
 * in dollars or percent, with the year and source that the texts name.
 */
export const FIGURES = {
  /** Pinellas County Schools' average teacher pay, 2024 (ABC Action News). */
  pinellasAveragePay: 55_341,
  /** Florida's state sales tax and the combined rates with each county's surtax (general knowledge, current). */
  salesTax: { state: 6, hillsborough: 7.5, pinellas: 7, pasco: 7 },
  /** Tampa median rent for a two-bedroom apartment, 2023 (Apartment List). */
  rentTwoBedroom: 1_730,
  /** One-bedroom rents as CoStar put them, 2023 (WTSP). */
  costarOneBedroom: { tampa: 1_600, clearwater: 1_575, stPete: 2_000 },
  /** The lowest deposit the City of St. Petersburg asks to start water service. */
  stPeteWaterDeposit: 100,
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
    phone: { display: '1-800-999-5887', href: 'tel:+18009995887' },
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

/** PHILIPPINE_BANKS are Philippine banks with remittance services from the United States. */
export const PHILIPPINE_BANKS = [
  { key: 'bdo', name: 'BDO Unibank (BDO Remit)', website: 'https://www.bdoremit.com' },
  { key: 'metrobank', name: 'Metrobank (Metro Remittance USA)', website: 'http://metrobankny.com' },
  { key: 'pnb', name: 'Philippine National Bank (PNB)', website: 'https://www.pnb.com.ph' },
  { key: 'bpi', name: 'Bank of the Philippine Islands (BPI)', website: 'https://www.bpi.com.ph' },
] as const;

/** REMITTANCE_SERVICES are money-transfer services that send money abroad from the United States. */
export const REMITTANCE_SERVICES: readonly {
  key: 'remitly' | 'wise' | 'westernUnion' | 'moneyGram' | 'worldRemit' | 'xoom' | 'sendwave';
  name: string;
  website: string;
  phone?: Phone;
}[] = [
  { key: 'remitly', name: 'Remitly', website: 'https://www.remitly.com' },
  { key: 'wise', name: 'Wise', website: 'https://wise.com' },
  {
    key: 'westernUnion',
    name: 'Western Union',
    website: 'https://www.westernunion.com',
    phone: { display: '1-800-325-6000', href: 'tel:+18003256000' },
  },
  { key: 'moneyGram', name: 'MoneyGram', website: 'https://www.moneygram.com' },
  { key: 'worldRemit', name: 'WorldRemit', website: 'https://www.worldremit.com' },
  { key: 'xoom', name: 'Xoom (PayPal)', website: 'https://www.xoom.com' },
  { key: 'sendwave', name: 'Sendwave', website: 'https://www.sendwave.com' },
];
