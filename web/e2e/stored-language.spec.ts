import { expect, test } from '@playwright/test';
import { prerenderedPaths, watchHydration } from './support';

type Language = 'en' | 'es';

// A returning visitor's choice lives in local storage; the server only sees the cookie, which can
// be gone (expired, or a visitor of the old site, which kept only local storage) or say the other
// language. Each page must hydrate in the language the server sent, without a mismatch, then show
// the stored one and set the cookie to it. Without a stored choice, the cookie's language stays.
// Every page is walked in the two switches (Spanish served, English stored, and the reverse); the
// other two cases, which take the same path through the app, on the home page and a job page. The
// pages served in the language stored are a11y.spec.ts's walk.
const CASES: { stored?: Language; cookie?: Language; shown: Language; everyPage: boolean }[] = [
  { stored: 'es', shown: 'es', everyPage: false },
  { stored: 'en', cookie: 'es', shown: 'en', everyPage: true },
  { stored: 'es', cookie: 'en', shown: 'es', everyPage: true },
  { cookie: 'es', shown: 'es', everyPage: false },
];

const ABOUT_US = { en: 'About Us', es: 'Quiénes somos' };

test('every served page hydrates without an error whatever the stored language and the cookie say, and ends in the stored one', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // The pre-rendered pages and a job page (the server fills a pre-rendered template), each with
  // its heading as the server writes it in each language: what the visitor ends up reading.
  const answer = await request.get('/api/vacancies?pageSize=1');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { id: string }[] };
  const paths = [...prerenderedPaths, `/vacancies/${items[0]!.id}`];
  const headings = new Map<string, string>();
  await page.goto('/favicon.svg');
  for (const path of paths) {
    for (const language of ['en', 'es'] as const) {
      const html = await (await request.get(path, { headers: { cookie: `language=${language}` } })).text();
      const heading = await page.evaluate(
        (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('h1')?.textContent ?? '',
        html,
      );
      expect(heading, `the served heading of ${path} in ${language}`).not.toBe('');
      headings.set(`${language} ${path}`, heading);
    }
  }

  const hydration = await watchHydration(page);
  const context = page.context();
  for (const { stored, cookie, shown, everyPage } of CASES) {
    await page.evaluate((value) => {
      if (value) localStorage.setItem('language', value);
      else localStorage.removeItem('language');
    }, stored);
    for (const path of everyPage ? paths : ['/', paths.at(-1)!]) {
      // The app writes the cookie when it switches: each page starts from the case's cookie again.
      await context.clearCookies({ name: 'language' });
      if (cookie) await context.addCookies([{ name: 'language', value: cookie, url: baseURL! }]);
      await page.goto(path);
      const expected = { lang: shown, heading: headings.get(`${shown} ${path}`)!, aboutUs: ABOUT_US[shown] };
      // Frame by frame, not at the growing intervals of expect's retries: the walk stays quick.
      await page
        .waitForFunction(
          ({ lang, heading, aboutUs }) =>
            document.documentElement.lang === lang &&
            document.querySelector('h1')?.textContent === heading &&
            document.querySelector<HTMLElement>('header nav a[href="/about-us"]')?.innerText === aboutUs,
          expected,
          { timeout: 5_000 },
        )
        .catch(() => {});
      const seen = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.textContent,
        aboutUs: document.querySelector<HTMLElement>('header nav a[href="/about-us"]')?.innerText,
      }));
      const cookies = await context.cookies();
      expect
        .soft(
          {
            ...seen,
            cookie: cookies.find(({ name }) => name === 'language')?.value,
            ...(await hydration.hydrated()),
          },
          `${path} with ${stored ?? 'nothing'} stored and cookie ${cookie ?? 'none'}`,
        )
        .toEqual({ ...expected, cookie: shown, sameHeading: true, errors: [] });
    }
  }
});
