import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: { title: 'Disclaimer', updated: 'Last updated: March 11, 2025', contact: 'contact us' },
  es: {
    title: 'Aviso legal',
    updated: 'Última actualización: 11 de marzo de 2025',
    contact: 'contáctanos',
  },
};

describe.each(['en', 'es'] as const)('Disclaimer in %s', (language) => {
  it('shows the title, the last-updated line, seven sections and a contact line', async () => {
    await initI18n(language);
    renderApp('/disclaimer');
    const title = await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const disclaimer = title.closest('article') as HTMLElement;

    const header = disclaimer.querySelector('header') as HTMLElement;
    const dates = [...header.querySelectorAll('p')].map((p) => p.textContent);
    expect(dates).toEqual([TEXTS[language].updated]);
    expect(header.querySelector('time')).toHaveAttribute('datetime', '2025-03-11');

    const titles = within(disclaimer).getAllByRole('heading', { level: 2 });
    expect(titles.map((heading) => heading.textContent?.split('.')[0])).toEqual(
      ['1', '2', '3', '4', '5', '6', '7'],
    );
    // Only the fifth section has a list, of three items.
    const sections = within(disclaimer).getAllByRole('region');
    expect(sections.map((section) => section.querySelectorAll('li').length)).toEqual([
      0, 0, 0, 0, 3, 0, 0,
    ]);

    const contact = within(disclaimer).getByRole('link', { name: TEXTS[language].contact });
    expect(contact).toHaveAttribute('href', '/contact-us');
  });
});
