import { describe, expect, it } from 'vitest';
import { buildSearchIndex, collectHeadings, isPublicPath, pageSources } from './build-search-index';

const route = (title: string) => ({ title, description: `About ${title}.` });

// A small language as the locale files would hold it: every kind of page once.
const texts = {
  common: { brand: { name: 'TeachBay' } },
  meta: {
    routes: {
      '/': route('TeachBay | Teaching Jobs'),
      '/housing-resources': route('Housing Resources | TeachBay'),
      '/disclaimer': route('Disclaimer | TeachBay'),
      '/lesson-planning-and-curriculum-resources': route('Lesson Planning | TeachBay'),
      '/search': route('Search | TeachBay'),
      '/user/login': route('Log In | TeachBay'),
      '/teacher': route('Teacher Dashboard | TeachBay'),
      '/school': route('School Area | TeachBay'),
      '/admin': route('Administration | TeachBay'),
    },
  },
  pages: {
    housingResources: {
      title: 'Housing Resources',
      intro: 'Find a home.',
      map: { heading: 'Schools on a <1>map</1>', filterLabel: 'Filter by school' },
      partners: {
        title: 'Our partners',
        cards: [{ title: 'Bay Homes' }, { name: 'Not a heading' }],
      },
      greeting: { title: 'Hello {{name}}' },
    },
    lessonPlanning: { title: 'Plan your lessons' },
  },
  home: {
    hero: { title: 'Teach in Tampa Bay', intro: 'Welcome.' },
    steps: { title: 'Four steps', items: { one: { title: 'Create an account' } } },
  },
  legal: {
    disclaimer: { sections: { links: { title: 'External links' } } },
    privacy: { title: 'What we collect' },
  },
  search: { keywords: { '/housing-resources': 'rent, apartment ,  landlord,' } },
};

describe('buildSearchIndex', () => {
  const index = buildSearchIndex(texts);
  const byPath = Object.fromEntries(index.map((entry) => [entry.path, entry]));

  it('lists the public routes in route-table order, without signed-in areas or /search', () => {
    expect(index.map((entry) => entry.path)).toEqual([
      '/',
      '/housing-resources',
      '/disclaimer',
      '/lesson-planning-and-curriculum-resources',
    ]);
  });

  it('takes title and description from meta, without the site name', () => {
    expect(byPath['/'].title).toBe('Teaching Jobs');
    expect(byPath['/'].description).toBe('About TeachBay | Teaching Jobs.');
    expect(byPath['/housing-resources'].title).toBe('Housing Resources');
  });

  it('collects the texts under `title` or `heading` keys, at any depth, without markup', () => {
    // The H1 equals the title and is left out; the text with a placeholder is too.
    expect(byPath['/housing-resources'].headings).toEqual([
      'Schools on a map',
      'Our partners',
      'Bay Homes',
    ]);
  });

  it("reads the page's own namespace, or part of one, besides its `pages` entry", () => {
    // The home page has no `pages` entry: its H1 is in `home`, and is indexed from there.
    expect(byPath['/'].headings).toEqual(['Teach in Tampa Bay', 'Four steps', 'Create an account']);
    expect(byPath['/disclaimer'].headings).toEqual(['External links']);
    expect(byPath['/lesson-planning-and-curriculum-resources'].headings).toEqual([
      'Plan your lessons',
    ]);
  });

  it('splits the keywords of the search namespace', () => {
    expect(byPath['/housing-resources'].keywords).toEqual(['rent', 'apartment', 'landlord']);
    expect(byPath['/'].keywords).toEqual([]);
  });

  it('copes with namespaces that are still empty', () => {
    const [home] = buildSearchIndex({
      meta: { routes: { '/': route('Home') } },
      pages: {},
      home: {},
    });
    expect(home).toEqual({
      path: '/',
      title: 'Home',
      description: 'About Home.',
      headings: [],
      keywords: [],
    });
  });

  it('refuses locale texts without routes', () => {
    expect(() => buildSearchIndex({ meta: {} })).toThrow(/routes/);
  });
});

describe('pageSources', () => {
  it('maps a route to its `pages` entry and its own namespace', () => {
    expect(pageSources('/explore')).toEqual(['pages.explore']);
    expect(pageSources('/financial-resources')).toEqual(['pages.financialResources', 'finance']);
    expect(pageSources('/about-us')).toEqual(['pages.aboutUs', 'about']);
    expect(pageSources('/privacy-policy')).toEqual(['pages.privacyPolicy', 'legal.privacy']);
    expect(pageSources('/social-learning-resources')).toEqual(['pages.socialLearning', 'tools.socialLearning']);
    expect(pageSources('/teach')).toEqual(['pages.teach', 'teach']);
  });

  it('maps the home page to its own namespace only', () => {
    expect(pageSources('/')).toEqual(['home']);
  });
});

describe('isPublicPath', () => {
  it('hides signed-in areas with everything under them', () => {
    expect(isPublicPath('/teach')).toBe(true);
    expect(isPublicPath('/teacher-resources')).toBe(true);
    expect(isPublicPath('/teacher')).toBe(false);
    expect(isPublicPath('/teacher/profile')).toBe(false);
    expect(isPublicPath('/user/register')).toBe(false);
  });

  it('hides routes with a parameter, which are no single page', () => {
    expect(isPublicPath('/vacancies')).toBe(true);
    expect(isPublicPath('/vacancies/:id')).toBe(false);
  });
});

describe('collectHeadings', () => {
  it('returns nothing for a missing namespace', () => {
    expect(collectHeadings(undefined)).toEqual([]);
  });
});
