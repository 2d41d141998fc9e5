import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@/locales/en/common.json';
import type about from '@/locales/en/about.json';
import type account from '@/locales/en/account.json';
import type contact from '@/locales/en/contact.json';
import type home from '@/locales/en/home.json';
import type legal from '@/locales/en/legal.json';
import type matching from '@/locales/en/matching.json';
import type meta from '@/locales/en/meta.json';
import type pages from '@/locales/en/pages.json';
import type search from '@/locales/en/search.json';
import type subscribe from '@/locales/en/subscribe.json';
import type teach from '@/locales/en/teach.json';
import type classroom from '@/locales/en/classroom.json';
import type community from '@/locales/en/community.json';
import type courses from '@/locales/en/courses.json';
import type essentials from '@/locales/en/essentials.json';
import type finance from '@/locales/en/finance.json';
import type housing from '@/locales/en/housing.json';
import type relocation from '@/locales/en/relocation.json';
import type resources from '@/locales/en/resources.json';
import type tools from '@/locales/en/tools.json';
import type transportation from '@/locales/en/transportation.json';
import type profile from '@/locales/en/profile.json';
import type disclosures from '@/locales/en/disclosures.json';
import type preferences from '@/locales/en/preferences.json';
import type options from '@/locales/en/options.json';
import type settings from '@/locales/en/settings.json';
import type jobs from '@/locales/en/jobs.json';
import type school from '@/locales/en/school.json';
import type admin from '@/locales/en/admin.json';
import type mfa from '@/locales/en/mfa.json';
import type references from '@/locales/en/references.json';
import type certification from '@/locales/en/certification.json';
import type savedSearches from '@/locales/en/saved-searches.json';

/**
 * The English texts every page needs at once; they ship inside the main bundle. Everything
 * else, even `meta` (the server already sends the first page's title), loads when needed.
 */
const bundled = { common };

/** Resources is the shape of each language's texts, one entry per namespace. */
export type Resources = typeof bundled & {
  meta: typeof meta;
  pages: typeof pages;
  home: typeof home;
  about: typeof about;
  account: typeof account;
  contact: typeof contact;
  subscribe: typeof subscribe;
  matching: typeof matching;
  legal: typeof legal;
  search: typeof search;
  teach: typeof teach;
  classroom: typeof classroom;
  community: typeof community;
  courses: typeof courses;
  essentials: typeof essentials;
  finance: typeof finance;
  housing: typeof housing;
  relocation: typeof relocation;
  resources: typeof resources;
  tools: typeof tools;
  transportation: typeof transportation;
  profile: typeof profile;
  disclosures: typeof disclosures;
  preferences: typeof preferences;
  options: typeof options;
  settings: typeof settings;
  jobs: typeof jobs;
  school: typeof school;
  admin: typeof admin;
  mfa: typeof mfa;
  references: typeof references;
  certification: typeof certification;
  'saved-searches': typeof savedSearches;
};

/** Namespace names one locale file, such as `home` for src/locales/<language>/home.json. */
export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** The languages TeachBay is written in; the first is the default. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Local storage key that remembers the visitor's language. */
export const STORAGE_KEY = 'language';

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

// Every other namespace file becomes its own small chunk, fetched the first time it is needed.
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/en/common.json'],
  { import: 'default' },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = lazyFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/** The i18next instance shared by the whole app. */
export const i18n = i18next.createInstance();

/**
 * toLanguage reads a stored value as a language. Anything that is not a known
 * language, including the legacy value "us", means English.
 */
export function toLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

/** readStoredLanguage returns the language saved in local storage, or undefined when none is. */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === null ? undefined : toLanguage(stored);
  } catch {
    return undefined;
  }
}

/**
 * Start is the language a page starts in, as startLanguage decides it: the first render's, the
 * one to switch to once a pre-rendered page is hydrated, and whether the first is to be stored.
 */
export type Start = { language: Language; switchTo?: Language; remember: boolean };

/**
 * startLanguage decides the language a page starts in. The server wrote the page in the language
 * of the address's `lang=` (the links of mails), else of the `language` cookie, else the one the
 * browser's Accept-Language prefers (docs/api.md "Accounts"), and said so in <html lang>:
 * that is `served`. The visitor's own choice is the address's `lang=`, which becomes their stored
 * choice, else the language in local storage. A pre-rendered page is hydrated in the served
 * language and switches to a different choice afterwards (src/app/app.tsx); any other page starts
 * in the choice. Without a choice the app keeps what the server served and stores nothing, so
 * neither a cookie set earlier nor the browser's preference is overwritten by a default.
 */
export function startLanguage(served: string, search: string, stored: Language | undefined, prerendered: boolean): Start {
  const named = new URLSearchParams(search).get('lang');
  const chosen = LANGUAGES.find((language) => language === named) ?? stored;
  const language = prerendered || !chosen ? toLanguage(served) : chosen;
  return { language, switchTo: chosen && chosen !== language ? chosen : undefined, remember: chosen === language };
}

async function showLanguage(language: Language): Promise<void> {
  // changeLanguage first loads the language's texts for every namespace in use.
  await i18n.changeLanguage(language);
  if (typeof document === 'undefined') return; // the build's pre-render
  document.documentElement.lang = language;
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (private mode); the switch still applies to this visit.
  }
  // The server reads this cookie to send the right <html lang> and title on the next full load.
  document.cookie = `${STORAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * initI18n prepares the texts before the first render, in `language`: `common` and the
 * `namespaces` the first page needs, all fetched at once. With `remember`, the language is the
 * visitor's choice and is stored as setLanguage stores it (see startLanguage).
 */
export async function initI18n(language: Language, namespaces: readonly Namespace[] = [], remember = false): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        resources: { en: bundled },
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: 'en',
        supportedLngs: LANGUAGES,
        // A namespace loaded later (by a page, or `meta`) joins this list, and a language
        // switch then loads it in the new language before the texts on screen change.
        ns: ['common', ...namespaces],
        defaultNS: 'common',
        returnEmptyString: false,
        interpolation: { escapeValue: false },
      });
  }
  if (remember) rememberLanguage(language);
  await showLanguage(language);
  // Already loaded when `init` just ran; after that (tests start the app again) it loads them now.
  await i18n.loadNamespaces([...namespaces]);
}

/**
 * setLanguage switches the whole app to a language and remembers the choice: the visitor's in the
 * header, or a signed-in account's (its `language`, adopted at login and set in account settings).
 */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await showLanguage(language);
}
