// The organisations of the community page: what does not change with the language (ids,
// websites, phone numbers). Names and descriptions are in src/locales/<language>/community.json,
// under `orgs.<id>`. Source of every fact: /shared/content/tampa-bay-facts.yaml (`community`).
import type texts from '@/locales/en/community.json';

/** OrgId names one organisation's texts in community.json. */
export type OrgId = keyof typeof texts.orgs;

/** Phone is one number to call: its label in community.json, the number as shown and the tel: target. */
export type Phone = { label: keyof typeof texts.phones; display: string; tel: string };

/** Organisation is one card. Without `website` it gets no link (none confirmed in the facts file). */
export type Organisation = {
  id: OrgId;
  website?: string;
  phones?: Phone[];
  /** Further sites named on the card, such as the three school districts. */
  links?: { label: Exclude<keyof typeof texts.links, 'label'>; href: string }[];
};

/** Group is a titled list of organisations inside a section; `key` names its texts. */
export type Group = {
  key: 'local.filipino' | 'local.hispanic' | 'health.centers' | 'health.mental';
  organisations: Organisation[];
};

/** LOCAL_GROUPS are the cultural communities of the `local-community` section. */
export const LOCAL_GROUPS: Group[] = [
  {
    key: 'local.filipino',
    organisations: [
      { id: 'pcfi' },
      { id: 'paat', website: 'https://paatoftampa.org' },
      { id: 'embassy', website: 'https://philippineembassy-dc.org' },
    ],
  },
  {
    key: 'local.hispanic',
    organisations: [
      { id: 'hsc', website: 'https://www.hispanicservices.org' },
      { id: 'hoc' },
      { id: 'hac', website: 'https://www.tampa.gov/hispanic-advisory-council' },
    ],
  },
];

/** HEALTH_GROUPS are the clinics and mental-health help of the `community-health` section. */
export const HEALTH_GROUPS: Group[] = [
  {
    key: 'health.centers',
    organisations: [
      { id: 'tfhc', website: 'https://www.tampafamilyhealthcenters.org' },
      { id: 'evara' },
      { id: 'suncoastChc' },
      { id: 'premier' },
    ],
  },
  {
    key: 'health.mental',
    organisations: [
      {
        id: 'lifelines',
        phones: [
          { label: 'lifeline', display: '988', tel: 'tel:988' },
          { label: 'resources', display: '211', tel: 'tel:211' },
        ],
      },
      { id: 'crisisCenter', website: 'https://www.crisiscenter.com' },
      {
        id: 'thrives',
        website: 'https://tampabaythrives.org',
        phones: [{ label: 'letsTalk', display: '844-YOU-OKAY (844-968-6529)', tel: 'tel:+18449686529' }],
      },
      {
        id: 'gracepoint',
        website: 'https://www.gracepointwellness.org',
        phones: [
          { label: 'adultCrisis', display: '(813) 272-2958', tel: 'tel:+18132722958' },
          { label: 'childrenCrisis', display: '(813) 272-2882', tel: 'tel:+18132722882' },
          { label: 'outpatient', display: '(813) 272-2244', tel: 'tel:+18132722244' },
        ],
      },
      { id: 'baycare' },
      { id: 'eap' },
    ],
  },
];

/** VOLUNTEERING are the organisations of the `volunteer` section. */
export const VOLUNTEERING: Organisation[] = [
  { id: 'unitedWay', website: 'https://unitedwaysuncoast.org' },
  { id: 'volunteerFlorida', website: 'https://www.volunteerflorida.org' },
  { id: 'volunteerMatch', website: 'https://www.volunteermatch.org' },
  {
    id: 'districts',
    links: [
      { label: 'hcps', href: 'https://www.hillsboroughschools.org' },
      { label: 'pcs', href: 'https://www.pcsb.org' },
      { label: 'pasco', href: 'https://www.pasco.k12.fl.us' },
    ],
  },
];
