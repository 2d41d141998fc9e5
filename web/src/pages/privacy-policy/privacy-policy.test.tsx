import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: {
    title: 'Privacy Policy',
    dates: ['Effective date: January 24, 2025', 'Last updated: November 27, 2026'],
    contact: 'Contact us',
    google: "Google's Privacy Policy",
    shared: [/your disclosure answers \(such as your criminal history, your employment history/, /confidential references your referees have sent, unless you turn reference sharing off/],
    audit: /IP address and browser user agent of the device they answered from/,
  },
  es: {
    title: 'Política de privacidad',
    dates: [
      'Fecha de entrada en vigor: 24 de enero de 2025',
      'Última actualización: 27 de noviembre de 2026',
    ],
    contact: 'Contáctanos',
    google: 'Política de Privacidad de Google',
    shared: [/tus respuestas a las declaraciones \(como tus antecedentes penales, tu historial laboral/, /referencias confidenciales que te hayan enviado, salvo que desactives/],
    audit: /dirección IP y el agente de usuario del navegador del dispositivo desde el que respondió/,
  },
};

async function openPolicy(language: 'en' | 'es') {
  await initI18n(language);
  renderApp('/privacy-policy');
  const title = await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
  return title.closest('article') as HTMLElement;
}

describe.each(['en', 'es'] as const)('Privacy policy in %s', (language) => {
  it('shows the title, the effective and last-updated dates and two intro paragraphs', async () => {
    const policy = await openPolicy(language);
    const header = policy.querySelector('header') as HTMLElement;
    const dates = [...header.querySelectorAll('p')].map((p) => p.textContent);
    expect(dates).toEqual(TEXTS[language].dates);
    expect(header.querySelector('time')).toHaveAttribute('datetime', '2025-01-24');
    const intro = header.nextElementSibling?.firstElementChild as HTMLElement;
    expect(intro.querySelectorAll('p')).toHaveLength(2);
  });

  it('has nine numbered sections; sections 1, 2, 3 and 5 list 5, 5, 4 and 3 items', async () => {
    const policy = await openPolicy(language);
    const titles = within(policy).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent?.split('.')[0])).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    );
    const sections = within(policy).getAllByRole('region');
    expect(sections.map((section) => section.querySelectorAll('li').length)).toEqual([
      5, 5, 4, 0, 3, 0, 0, 0, 0,
    ]);
  });

  it('says that schools read the disclosure answers and the references, and that referees are audited', async () => {
    const policy = await openPolicy(language);
    for (const text of TEXTS[language].shared) expect(within(policy).getByText(text)).toBeInTheDocument();
    expect(within(policy).getByText(TEXTS[language].audit)).toBeInTheDocument();
  });

  it('links Google’s privacy policy in a new tab and ends with a contact link', async () => {
    const policy = await openPolicy(language);
    const name = new RegExp(TEXTS[language].google);
    const google = within(policy).getAllByRole('link', { name });
    expect(google).toHaveLength(2);
    for (const link of google) {
      expect(link).toHaveAttribute('href', 'https://policies.google.com/privacy');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const contact = within(policy).getByRole('link', { name: TEXTS[language].contact });
    expect(contact).toHaveAttribute('href', '/contact-us');
    expect(policy.lastElementChild?.lastElementChild).toContainElement(contact);
  });
});
