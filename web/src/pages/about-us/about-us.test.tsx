import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import pages from '@/locales/en/pages.json';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: {
    title: 'About TeachBay',
    sections: [
      'Our mission',
      'Why TeachBay exists',
      'What TeachBay does',
      'Ready to teach in Tampa Bay?',
    ],
    services: [
      'Matching teachers with vacancies',
      'Applications in one place',
      'Guides for your move',
    ],
    register: 'Register Now',
  },
  es: {
    title: 'Quiénes somos',
    sections: [
      'Nuestra misión',
      'Por qué existe TeachBay',
      'Qué hace TeachBay',
      '¿Te animas a enseñar en Tampa Bay?',
    ],
    services: [
      'Conectamos docentes con vacantes',
      'Tus postulaciones en un solo lugar',
      'Guías para tu mudanza',
    ],
    register: 'Regístrate ahora',
  },
};

describe.each(['en', 'es'] as const)('About us in %s', (language) => {
  it('tells the mission, why TeachBay exists and what it does, then invites you in', async () => {
    await initI18n(language);
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const main = screen.getByRole('main');

    const sections = within(main).getAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent)).toEqual(TEXTS[language].sections);
    const services = within(main).getAllByRole('heading', { level: 3 });
    expect(services.map((heading) => heading.textContent)).toEqual(TEXTS[language].services);
    // The four hurdles of a move: certification, work authorization, housing, settling in.
    const story = within(main).getByRole('region', { name: TEXTS[language].sections[1] });
    expect(within(story).getAllByRole('listitem')).toHaveLength(4);

    expect(within(main).getByRole('link', { name: TEXTS[language].register })).toHaveAttribute(
      'href',
      '/user/register',
    );
  });
});

it('Register Now opens the registration page', async () => {
  const { user } = renderApp('/about-us');
  await user.click(await screen.findByRole('link', { name: 'Register Now' }));
  const title = await screen.findByRole('heading', { level: 1, name: pages.register.title });
  expect(title).toBeVisible();
});
