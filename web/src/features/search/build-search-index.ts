// Turns one language's locale files into the site-search index. It runs at build time (in the
// Vite plugin web/vite-plugins/search-index.ts), so it must stay free of browser and Node APIs.

/** SearchEntry is one public page as the site search knows it, in one language. */
export type SearchEntry = {
  path: string;
  /** The page title without the site name. */
  title: string;
  description: string;
  /** Section headings written on the page, in reading order. */
  headings: string[];
  /** Words visitors may type that the page does not necessarily say (synonyms, acronyms). */
  keywords: string[];
};

/** LocaleTexts is one language's texts: namespace name → parsed JSON file. */
export type LocaleTexts = Record<string, unknown>;

// Signed-in areas and the search page itself are no useful answers for visitors.
// The referee's form (/reference) is reached only from its mailed link, as the account pages are.
const PRIVATE_PATHS = ['/search', '/user', '/reference', '/teacher', '/school', '/admin'];

// Pages whose sections live in a namespace of their own ("namespace.sub.key" for a part of one).
const PAGE_NAMESPACES: Record<string, string> = {
  '/': 'home',
  '/about-us': 'about',
  '/contact-us': 'contact',
  '/subscribe': 'subscribe',
  '/teach': 'teach',
  '/ai-matching': 'matching',
  '/disclaimer': 'legal.disclaimer',
  '/privacy-policy': 'legal.privacy',
  '/relocation-support': 'relocation',
  '/community': 'community',
  '/transportation': 'transportation',
  '/financial-resources': 'finance',
  '/essentials': 'essentials',
  '/housing-resources': 'housing',
  '/teacher-resources': 'resources',
  '/classroom-management': 'classroom',
  '/online-courses': 'courses',
  '/assessment-and-data-tracking': 'tools.assessment',
  '/lesson-planning-and-curriculum-resources': 'tools.lessonPlanning',
  '/tech-integration': 'tools.techIntegration',
  '/social-learning-resources': 'tools.socialLearning',
};

// Pages whose H1 and introduction are in their own namespace, not in `pages`: the home page,
// so that the first page most visitors open does not download `pages`.
const WITHOUT_PAGES_ENTRY = new Set(['/']);

// The `pages` namespace names each page after its camelCased path, except these.
const PAGES_KEY_EXCEPTIONS: Record<string, string> = {
  '/lesson-planning-and-curriculum-resources': 'lessonPlanning',
  '/social-learning-resources': 'socialLearning',
};

// Content authors store every section heading under one of these keys, at any depth.
const HEADING_KEYS = new Set(['title', 'heading']);

/**
 * isPublicPath tells whether a route belongs in the search: not signed-in areas, not /search,
 * and not a route with a parameter (one vacancy per id), which is no single page to show.
 */
export function isPublicPath(path: string): boolean {
  if (path.includes('/:')) return false;
  return !PRIVATE_PATHS.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}

/**
 * pageSources lists where a page's own texts are, as "namespace.key.key" paths: its entry
 * in `pages` (H1 and introduction), except for the home page, and for some pages a
 * namespace of their own.
 */
export function pageSources(path: string): string[] {
  const pagesKey =
    PAGES_KEY_EXCEPTIONS[path] ??
    path.slice(1).replace(/[-/]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  const sources = WITHOUT_PAGES_ENTRY.has(path) ? [] : [`pages.${pagesKey}`];
  const own = PAGE_NAMESPACES[path];
  return own ? [...sources, own] : sources;
}

/** textsAt reads a "namespace.key.key" path; undefined when any part is missing. */
export function textsAt(texts: LocaleTexts, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, key) => asRecord(value)[key], texts);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

// Drops the markup of <Trans> texts and skips texts that need values filled in at run time.
function cleanText(text: string): string | null {
  if (text.includes('{{')) return null;
  const clean = text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return clean || null;
}

/** collectHeadings returns every text stored under a `title` or `heading` key, in file order. */
export function collectHeadings(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (typeof child !== 'string') return collectHeadings(child);
    const text = HEADING_KEYS.has(key) ? cleanText(child) : null;
    return text ? [text] : [];
  });
}

function withoutSiteName(title: string, siteName: string): string {
  if (!siteName) return title;
  const name = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`^${name}\\s*\\|\\s*|\\s*\\|\\s*${name}$`, 'g'), '').trim();
}

function unique(texts: string[], exclude: string): string[] {
  const seen = new Set([exclude.toLowerCase()]);
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * buildSearchIndex lists every public page of the route table with the words a visitor
 * may search for: title and description from `meta`, headings from the page's own texts
 * and the keywords of the `search` namespace. Missing or empty namespaces are fine.
 */
export function buildSearchIndex(texts: LocaleTexts): SearchEntry[] {
  const routes = textsAt(texts, 'meta.routes');
  if (routes === undefined) throw new Error('the meta namespace has no "routes"');
  const siteName = String(textsAt(texts, 'common.brand.name') ?? '');
  const keywords = asRecord(textsAt(texts, 'search.keywords'));

  return Object.entries(asRecord(routes))
    .filter(([path]) => isPublicPath(path))
    .map(([path, meta]) => {
      const { title = '', description = '' } = asRecord(meta) as Record<string, string>;
      const shortTitle = withoutSiteName(title, siteName);
      const headings = pageSources(path).flatMap((source) =>
        collectHeadings(textsAt(texts, source)),
      );
      const words = String(keywords[path] ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
      return {
        path,
        title: shortTitle,
        description,
        headings: unique(headings, shortTitle),
        keywords: words,
      };
    });
}
