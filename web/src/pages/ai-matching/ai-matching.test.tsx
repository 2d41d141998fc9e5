import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: {
    title: 'AI Matching',
    sections: [
      'What we compare',
      'Only complete profiles are matched',
      'Your score and the reasons behind it',
      'Fairness: what matching never uses',
      'People make the decisions',
    ],
    never: ['Your date of birth', 'Your country of origin', 'Your name or your photo'],
  },
  es: {
    title: 'Compatibilidad con IA',
    sections: [
      'Qué comparamos',
      'Solo se comparan perfiles completos',
      'Tu puntuación y sus motivos',
      'Equidad: lo que el cálculo de compatibilidad nunca usa',
      'Las decisiones las toman personas',
    ],
    never: ['Tu fecha de nacimiento', 'Tu país de origen', 'Tu nombre ni tu foto'],
  },
};

describe.each(['en', 'es'] as const)('AI matching in %s', (language) => {
  it('has a banner and exactly five titled sections', async () => {
    await initI18n(language);
    renderApp('/ai-matching');
    await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const main = screen.getByRole('main');
    const titles = within(main).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(TEXTS[language].sections);

    // What is compared: the teacher's side and the vacancy's side.
    const compare = within(main).getByRole('region', { name: TEXTS[language].sections[0] });
    expect(within(compare).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(compare).getAllByRole('list')).toHaveLength(2);

    const fairness = within(main).getByRole('region', { name: TEXTS[language].sections[3] });
    const never = within(fairness).getAllByRole('listitem').map((item) => item.textContent);
    expect(never).toHaveLength(5);
    expect(never).toEqual(expect.arrayContaining(TEXTS[language].never));
  });
});
