import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, packet, signOut, vacancy } from './test/fake-school-api';

// What a school says and reads about the right to work (docs/api.md "Know before you go" and
// "School"): the work authorization its vacancy accepts, and the teacher's in the packet.

afterEach(async () => {
  signOut();
  await initI18n('en');
});

const LOAD = { timeout: 10_000 };

const facts = (region: HTMLElement) =>
  within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the work authorization a vacancy accepts', { timeout: 30_000 }, () => {
  it('is chosen in the vacancy form, each choice explained in one line, and sent', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/vacancies/v-1');
    const group = await screen.findByRole('group', { name: 'Work authorization' }, LOAD);
    expect(group).toHaveAccessibleDescription('Teachers read what you choose on the job page and can search vacancies by it.');
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'U.S. work authorization required: the teacher must already be allowed to work in the U.S.',
      'J-1 exchange teachers welcome: your district hosts teachers through a J-1 sponsor',
      'Visa sponsorship possible: your district may sponsor a work visa, such as an H-1B',
    ]);
    // The vacancy's own value is the one chosen.
    expect(choices[0]).toBeChecked();
    await user.click(choices[1]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/saved/i);
    expect(api.bodies('PUT', '/school/vacancies/v-1')).toEqual([expect.objectContaining({ workAuthorization: 'j1_welcome' })]);
  });

  it('shows a vacancy that may sponsor a visa as such, in Spanish', async () => {
    await initI18n('es');
    const api = fakeSchoolApi();
    api.state.vacancies = [vacancy({ workAuthorization: 'visa_sponsorship' })];
    renderApp('/school/vacancies/v-1');
    const group = await screen.findByRole('group', { name: 'Permiso de trabajo' }, LOAD);
    expect(within(group).getByRole('radio', { checked: true }).closest('label')).toHaveTextContent(
      'Puede patrocinar una visa: tu distrito puede patrocinar una visa de trabajo, como la H-1B',
    );
    expect(within(group).getByRole('radio', { name: /^Acepta docentes de intercambio J-1/ })).not.toBeChecked();
  });
});

describe("the teacher's right to work in the packet", { timeout: 30_000 }, () => {
  it('says first that she needs visa sponsorship, then her answers, her card and her languages', async () => {
    fakeSchoolApi();
    renderApp('/school/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Right to work and languages' }, LOAD);
    // Near the top: right after the application and its match.
    const regions = screen.getAllByRole('region').map((item) => item.getAttribute('aria-labelledby'));
    expect(regions.indexOf('packet-right-to-work')).toBe(regions.indexOf('packet-application') + 1);
    expect(region.querySelector('h2 + p')).toHaveTextContent('Needs visa sponsorship to work in the U.S.');
    expect(facts(region)).toEqual([
      ['Authorized to work in the U.S.', 'No'],
      ['Needs visa sponsorship', 'Yes'],
      ['Work-authorization card', 'Not on file'],
      ['Languages spoken', 'English, Filipino / Tagalog'],
      ['Languages written', 'English'],
    ]);
    expect(region).toHaveTextContent('TeachBay never shows the card itself or the Social Security number.');
  });

  it('says when the card is on file and until when, an unanswered question as such, in Spanish', async () => {
    await initI18n('es');
    const api = fakeSchoolApi();
    api.state.packet = packet({
      workAuthorization: { authorized: true, needsSponsorship: null, cardOnFile: true, cardExpiresOn: '2028-09-30' },
      languages: { speaksEnglish: true, writesEnglish: null, spoken: ['es', 'other'], written: ['es'], other: 'Quechua' },
    });
    renderApp('/school/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Permiso de trabajo e idiomas' }, LOAD);
    expect(region).not.toHaveTextContent('Necesita el patrocinio de una visa para trabajar en EE. UU.');
    expect(facts(region)).toEqual([
      ['Tiene permiso para trabajar en EE. UU.', 'Sí'],
      ['Necesita el patrocinio de una visa', 'Sin respuesta'],
      ['Tarjeta de autorización de trabajo', 'Anverso y reverso subidos, vigente hasta el 30 de septiembre de 2028'],
      ['Idiomas que habla', 'Inglés, Español, Quechua'],
      ['Idiomas que escribe', 'Español'],
    ]);
  });
});
