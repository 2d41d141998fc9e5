import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import pages from '@/locales/en/pages.json';
import { renderApp } from '@/test/render-app';

const GUIDES = {
  en: ['Housing resources', 'Relocation support', 'Financial resources', 'Community'],
  es: ['Recursos de vivienda', 'Apoyo para la mudanza', 'Recursos financieros', 'Comunidad'],
};
const PATHS = ['/housing-resources', '/relocation-support', '/financial-resources', '/community'];

describe.each(['en', 'es'] as const)('Explore in %s', (language) => {
  it('offers four guides, each with a one-line description', async () => {
    await initI18n(language);
    renderApp('/explore');
    await screen.findByRole('heading', { level: 1 });
    const guides = within(screen.getByRole('main')).getAllByRole('link');
    expect(guides.map((link) => link.textContent)).toEqual(GUIDES[language]);
    expect(guides.map((link) => link.getAttribute('href'))).toEqual(PATHS);
    for (const link of guides) expect(link).toHaveAccessibleDescription(/\w{3,}.*\./);
  });
});

it('a guide button opens its page', async () => {
  const { user } = renderApp('/explore');
  await user.click(await screen.findByRole('link', { name: 'Relocation support' }));
  const name = pages.relocationSupport.title;
  expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
});
