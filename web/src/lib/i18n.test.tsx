import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, readStoredLanguage, setLanguage, startLanguage, STORAGE_KEY, toLanguage, type Start } from './i18n';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

const languageCookie = () => document.cookie.match(/(?:^|; )language=(\w+)/)?.[1];

describe('language', () => {
  beforeEach(() => {
    document.cookie = 'language=; Max-Age=0; Path=/';
  });

  it('reads a stored "us" as English', () => {
    localStorage.setItem(STORAGE_KEY, 'us');
    expect(readStoredLanguage()).toBe('en');
  });

  it('reads any unknown value as English', () => {
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(null)).toBe('en');
    expect(toLanguage('es')).toBe('es');
  });

  it('starts in Spanish without storing or rewriting anything when only the server chose it', async () => {
    document.cookie = 'language=es; Path=/';
    await initI18n('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.home')).toBe('Inicio');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(languageCookie()).toBe('es');
  });

  it('stores a language the visitor chose when it starts in it', async () => {
    await initI18n('es', [], true);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(languageCookie()).toBe('es');
  });

  it('stores the choice, sets <html lang> and mirrors it into a cookie', async () => {
    await setLanguage('es');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('language=es');

    await setLanguage('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('re-renders the texts on screen without a reload', async () => {
    render(<Greeting />);
    expect(screen.getByText('Home')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('Inicio')).toBeInTheDocument();
  });

  it('shows the English text when a Spanish text is missing', async () => {
    // In a namespace of its own: the texts of the locale files are shared by the other tests.
    i18n.addResource('en', 'english-only', 'greeting', 'Only in English');
    await setLanguage('es');
    expect(i18n.t('greeting' as never, { ns: 'english-only' })).toBe('Only in English');
  });
});

describe('the language a page starts in', () => {
  // served is <html lang>, the language the server wrote the page in: the address's lang=, else the
  // cookie, else Accept-Language.
  it.each<[string, string, string, 'en' | 'es' | undefined, boolean, Start]>([
    ['a first visit keeps the language served, as Accept-Language chose it', 'es', '', undefined, false,
      { language: 'es', switchTo: undefined, remember: false }],
    ['a pre-rendered page with nothing stored keeps the language served', 'es', '', undefined, true,
      { language: 'es', switchTo: undefined, remember: false }],
    ['a page the app renders starts in the stored choice', 'es', '', 'en', false,
      { language: 'en', switchTo: undefined, remember: true }],
    ['a pre-rendered page hydrates in the language served, then switches to the stored choice', 'en', '', 'es', true,
      { language: 'en', switchTo: 'es', remember: false }],
    ["a mail's link opens in its lang= and makes it the choice", 'es', '?token=abc&lang=es', 'en', false,
      { language: 'es', switchTo: undefined, remember: true }],
    ["a mail's link to a pre-rendered page does the same", 'es', '?lang=es', 'en', true,
      { language: 'es', switchTo: undefined, remember: true }],
    ['a lang= of no known language is no choice', 'en', '?lang=fr', undefined, false,
      { language: 'en', switchTo: undefined, remember: false }],
    ['a page served without a language is English', '', '', undefined, false,
      { language: 'en', switchTo: undefined, remember: false }],
  ])('%s', (_, served, search, stored, prerendered, start) => {
    expect(startLanguage(served, search, stored, prerendered)).toEqual(start);
  });
});
