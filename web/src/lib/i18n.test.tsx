import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, readStoredLanguage, setLanguage, STORAGE_KEY, toLanguage } from './i18n';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

describe('language', () => {
  it('defaults to English when nothing is stored', async () => {
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads a stored "us" as English', async () => {
    localStorage.setItem(STORAGE_KEY, 'us');
    expect(readStoredLanguage()).toBe('en');
    await initI18n();
    expect(i18n.language).toBe('en');
  });

  it('reads any unknown value as English', () => {
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(null)).toBe('en');
    expect(toLanguage('es')).toBe('es');
  });

  it('starts in Spanish when Spanish is stored', async () => {
    localStorage.setItem(STORAGE_KEY, 'es');
    await initI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.home')).toBe('Inicio');
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
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    await setLanguage('es');
    expect(i18n.t('onlyInEnglish' as never)).toBe('Only in English');
  });
});
