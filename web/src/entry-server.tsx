// The build's pre-render (scripts/prerender.mjs) runs this module in Node: it renders the public
// pages to HTML in each language, the job page to the template the server fills with a vacancy
// (internal/httpapi/jobpage.go), and the referee's page as a browser without JavaScript reads it
// (internal/httpapi/refereepage.go). The browser hydrates the first two (src/boot.tsx).
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { findRoute } from '@/app/routes';
import { vacancyKey, type Certification, type Vacancy } from '@/features/jobs/api/vacancies';
import type { Philosophy } from '@/lib/api-types';
import { minimumExperience, salaryText } from '@/features/jobs/components/facts';
import { RefereeInvalid, RefereeReading } from '@/features/references/components/referee-reading';
import { dayFormat } from '@/lib/dates';
import { formatDays, formatUSD, usdFormat } from '@/lib/numbers';
import { i18n, initI18n, type Language } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export { LANGUAGES } from '@/lib/i18n';

/** render returns the HTML of the page at `path`, in `language`, as a visitor first sees it. */
export async function render(path: string, language: Language): Promise<string> {
  await initI18n(language, findRoute(path).namespaces);
  const html = await renderNode(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
  if (html.includes('<script')) throw new Error(`prerender: ${path} has an inline script`);
  return html;
}

/** renderNode renders a tree with the app's texts, in the language i18n is in, to HTML. */
async function renderNode(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </StrictMode>,
    // Every boundary in place, however large: React would otherwise move big ones to the end of
    // the page, with an inline script to put them back, which neither the Content-Security-Policy
    // nor a browser without JavaScript would run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Markers the server replaces in the job page template: `__tb_<name>__` with the vacancy's value
 * (HTML-escaped), dates twice (`...Value__` in the machine-readable attribute), the school's
 * philosophies as the list's items (`<li>` and a label, one per code), and the requirements and
 * culture sections kept only when they have something to show.
 */
const marker = (name: string) => `__tb_${name}__`;
// Numbers no text has, to find where a count, a percent and a number of days go.
const COUNT_SENTINEL = 987654;
const PCT_SENTINEL = 987653;
const DAYS_SENTINEL = 987652.5;
const OPENINGS_SENTINEL = 987651;
// Two amounts of a salary range, and one to find how a language writes money.
const SALARY_MIN_SENTINEL = 987640;
const SALARY_MAX_SENTINEL = 987650;
const MONEY_SENTINEL = 987654;

const templateVacancy = (status: Vacancy['status']): Vacancy => ({
  id: marker('id'),
  position: marker('position'),
  schoolId: marker('schoolId'),
  schoolName: marker('schoolName'),
  district: marker('district'),
  type: marker('type') as Vacancy['type'],
  educationalLevel: marker('educationalLevel'),
  subject: marker('subject'),
  designation: marker('designation'),
  description: marker('description'),
  requirements: marker('requirements'),
  requiredCertification: marker('certification') as Certification,
  workAuthorization: marker('workAuthorization') as Vacancy['workAuthorization'],
  minYearsExperience: COUNT_SENTINEL,
  needs: [],
  dualLanguage: false,
  postedAt: marker('postedAt'),
  lastDateToApply: marker('lastDateToApply'),
  status,
  // Both shown, so that the template has their places; the server leaves them out when the
  // vacancy has one opening, or its district no answer rate.
  openings: OPENINGS_SENTINEL,
  responseRate: { pct: PCT_SENTINEL, medianDays: DAYS_SENTINEL },
  // A range, so that the template has the salary's place; the server words the vacancy's own.
  salaryMin: SALARY_MIN_SENTINEL,
  salaryMax: SALARY_MAX_SENTINEL,
  // One philosophy, whose list item the server writes once per code of the school's, and a
  // culture text, so that the template has the section; the server leaves out what is not set.
  philosophy: [marker('philosophy') as Philosophy],
  culture: marker('culture'),
});

/** JobPage is what the server needs to write a job page in one language. */
export type JobPage = {
  /** The page for an open and for a closed vacancy, with markers. */
  open: string;
  closed: string;
  /** Labels by option group and code (`certification` and the `workAuthorization` notes included). */
  labels: Record<string, Record<string, string>>;
  /** The minimum experience in words, for 0 to 40 years. */
  years: string[];
  /** The words of the server's list of open vacancies, for a browser without JavaScript. */
  list: { lastDate: string; moreOne: string; moreOther: string; none: string };
  /** How a day is written: its parts in order (day, month, year and what is between), and the months. */
  date: { parts: { type: string; value: string }[]; months: string[] };
  /** The median days to a first answer in words, for one day and for `{{days}}` days, and the decimal sign of `{{days}}`. */
  medianDays: { one: string; other: string; decimal: string };
  /**
   * A vacancy's yearly salary in words: a range (`{{min}}`, `{{max}}`), one figure (`{{amount}}`)
   * or a minimum alone (`{{min}}`), and how an amount is written: what comes before and after its
   * digits, and the sign between their groups of three.
   */
  salary: { range: string; exact: string; from: string; money: { prefix: string; group: string; suffix: string } };
};

/** renderJobPage renders the job page template of one language, and the texts that fill it. */
export async function renderJobPage(language: Language): Promise<JobPage> {
  const route = findRoute('/vacancies/x');
  await initI18n(language, route.namespaces);
  const jobs = i18n.getFixedT(language, 'jobs');
  const options = i18n.getFixedT(language, 'options');
  const groups = ['vacancyTypes', 'gradeLevels', 'subjects', 'designations', 'philosophies'] as const;
  const labels: JobPage['labels'] = Object.fromEntries(
    groups.map((group) => [group, options(group, { returnObjects: true }) as Record<string, string>]),
  );
  labels.certification = jobs('job.certifications', { returnObjects: true });
  labels.workAuthorization = jobs('job.workAuthorization.notes', { returnObjects: true });
  const page = async (status: Vacancy['status']) => {
    const vacancy = templateVacancy(status);
    queryClient.setQueryData(vacancyKey(vacancy.id, null), vacancy);
    const html = await render(`/vacancies/${vacancy.id}`, language);
    return normalize(html, {
      years: jobs('job.years', { count: COUNT_SENTINEL }),
      median: medianDays(DAYS_SENTINEL),
      responseRate: jobs('job.responseRate'),
      openings: jobs('job.openings'),
      salary: jobs('job.salary'),
      salaryText: salaryText(jobs, language, SALARY_MIN_SENTINEL, SALARY_MAX_SENTINEL),
    });
  };
  const money = (dollars: number, to: string) => (text: string) => text.replace(formatUSD(dollars, language), to);
  const medianDays = (days: number) => jobs('job.medianDays', { count: days, days: formatDays(days, language) });
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find(({ type }) => type === 'decimal')?.value ?? '.';
  return {
    open: await page('open'),
    closed: await page('closed'),
    labels,
    years: Array.from({ length: 41 }, (_, count) => minimumExperience(jobs, count)),
    list: {
      lastDate: jobs('board.lastDate'),
      moreOne: jobs('board.more', { count: 1 }),
      moreOther: jobs('board.more', { count: COUNT_SENTINEL }).replace(String(COUNT_SENTINEL), '{{count}}'),
      none: jobs('board.none'),
    },
    date: dateParts(language),
    medianDays: {
      one: medianDays(1),
      other: medianDays(DAYS_SENTINEL).replace(formatDays(DAYS_SENTINEL, language), '{{days}}'),
      decimal,
    },
    salary: {
      range: [money(SALARY_MIN_SENTINEL, '{{min}}'), money(SALARY_MAX_SENTINEL, '{{max}}')].reduce(
        (text, replace) => replace(text),
        salaryText(jobs, language, SALARY_MIN_SENTINEL, SALARY_MAX_SENTINEL),
      ),
      exact: money(SALARY_MIN_SENTINEL, '{{amount}}')(salaryText(jobs, language, SALARY_MIN_SENTINEL, SALARY_MIN_SENTINEL)),
      from: money(SALARY_MIN_SENTINEL, '{{min}}')(salaryText(jobs, language, SALARY_MIN_SENTINEL, null)),
      money: moneyParts(language),
    },
  };
}

/** RefereePage is what the server needs to write the referee's page in one language, for a browser without JavaScript. */
export type RefereePage = {
  /** What the link asks, with markers for the teacher's name, how the referee knows her, the link's last day and its token. */
  reading: string;
  /** The page of a link that no longer works. */
  invalid: string;
  /** The relationships' labels by code. */
  relationships: Record<string, string>;
  date: JobPage['date'];
};

/** renderRefereePage renders the referee's reading page of one language, and the texts that fill it. */
export async function renderRefereePage(language: Language): Promise<RefereePage> {
  await initI18n(language, findRoute('/reference').namespaces);
  const values = { name: marker('name'), relationship: marker('relationship'), expires: marker('expires'), token: marker('token') };
  const reading = await renderNode(<RefereeReading {...values} />);
  for (const value of Object.values(values)) {
    if (!reading.includes(value)) throw new Error(`referee page template: no ${value}`);
  }
  return {
    reading,
    invalid: await renderNode(<RefereeInvalid />),
    relationships: i18n.getFixedT(language, 'references')('relationships', { returnObjects: true }),
    date: dateParts(language),
  };
}

/** moneyParts is how the language writes an amount of dollars around and between its digits (formatUSD). */
function moneyParts(language: Language): JobPage['salary']['money'] {
  const parts = usdFormat(language).formatToParts(MONEY_SENTINEL);
  const digits = parts.map(({ type }) => type === 'integer' || type === 'group');
  const first = digits.indexOf(true);
  const after = digits.lastIndexOf(true) + 1;
  const text = (list: Intl.NumberFormatPart[]) => list.map(({ value }) => value).join('');
  const group = parts.find(({ type }) => type === 'group');
  if (first < 0 || !group) throw new Error(`job page template: no grouped digits in the ${language} money format`);
  return { prefix: text(parts.slice(0, first)), group: group.value, suffix: text(parts.slice(after)) };
}

function dateParts(language: Language): JobPage['date'] {
  const format = dayFormat(language, 'UTC');
  const parts = format.formatToParts(new Date(Date.UTC(2026, 0, 23))).map(({ type, value }) => ({ type, value }));
  const months = Array.from({ length: 12 }, (_, month) => {
    const part = format.formatToParts(new Date(Date.UTC(2026, month, 1))).find(({ type }) => type === 'month');
    if (!part) throw new Error(`job page template: no month in the ${language} day format`);
    return part.value;
  });
  return { parts, months };
}

/** Sentinels are the texts React wrote for the template's sentinel numbers, and the terms of the facts shown only sometimes. */
type Sentinels = { years: string; median: string; responseRate: string; openings: string; salary: string; salaryText: string };

// normalize turns what React wrote for the template vacancy into the server's markers, and fails
// the build when a marker is missing, so a change to the job view cannot silently drop a value.
function normalize(html: string, sentinels: Sentinels): string {
  const replace = (from: string, to: string) => {
    if (!html.includes(from)) throw new Error(`job page template: "${from}" not found`);
    html = html.replace(from, to);
  };
  // A fact shown only sometimes is kept between markers, as the median's words are.
  const between = (name: string, term: string) => {
    const fact = new RegExp(`<div><dt>${term}</dt><dd>[\\s\\S]*?</dd></div>`).exec(html);
    if (!fact) throw new Error(`job page template: the fact "${term}" is missing`);
    replace(fact[0], `${marker(`if${name}`)}${fact[0]}${marker(`end${name}`)}`);
  };
  replace(sentinels.years, marker('years'));
  between('ResponseRate', sentinels.responseRate);
  between('Openings', sentinels.openings);
  between('Salary', sentinels.salary);
  replace(sentinels.salaryText, marker('salary'));
  replace(String(OPENINGS_SENTINEL), marker('openings'));
  replace(String(PCT_SENTINEL), marker('pct'));
  replace(`<span> ${sentinels.median}</span>`, `${marker('ifMedian')}<span> ${marker('medianDays')}</span>${marker('endMedian')}`);
  replace(`job.certifications.${marker('certification')}`, marker('certification'));
  replace(`job.workAuthorization.notes.${marker('workAuthorization')}`, marker('workAuthorization'));
  for (const date of ['postedAt', 'lastDateToApply']) {
    replace(`dateTime="${marker(date)}"`, `dateTime="${marker(`${date}Value`)}"`);
  }
  // A part shown only sometimes, found by its markup, is kept between markers.
  const part = (name: string, pattern: RegExp) => {
    const found = pattern.exec(html);
    if (!found) throw new Error(`job page template: the ${name} part is missing`);
    replace(found[0], `${marker(`if${name}`)}${found[0]}${marker(`end${name}`)}`);
  };
  part('Requirements', /<section aria-labelledby="job-requirements"[\s\S]*?<\/section>/);
  // The server writes an item per philosophy of the school (internal/httpapi/jobpage.go).
  replace(`<li>${marker('philosophy')}</li>`, marker('philosophy'));
  part('Philosophy', new RegExp(`<ul [^>]*>${marker('philosophy')}</ul>`));
  part('CultureText', new RegExp(`<p [^>]*>${marker('culture')}</p>`));
  part('Culture', /<section aria-labelledby="job-culture"[\s\S]*?<\/section>/);
  for (const name of ['position', 'schoolName', 'district', 'type', 'educationalLevel', 'subject', 'designation', 'description']) {
    if (!html.includes(marker(name))) throw new Error(`job page template: no ${marker(name)}`);
  }
  return html;
}
