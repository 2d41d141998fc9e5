import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeJobsApi, signOut, vacancy } from './test/fake-jobs-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

/** fact is the value the job's overview gives for a term, null when it does not list it. */
async function fact(term: string, overview = 'Overview') {
  const section = await screen.findByRole('region', { name: overview }, LOAD);
  const found = within(section).queryByText(term, { selector: 'dt' });
  return found ? found.nextElementSibling?.textContent : null;
}

describe("the job page's promise", { timeout: 20_000 }, () => {
  it("says how the district answers its applicants and how many it hires, when there is something to say", async () => {
    fakeJobsApi({ vacancy: vacancy({ responseRate: { pct: 92, medianDays: 3.5 }, openings: 2 }) });
    renderApp('/vacancies/v-1');
    expect(await fact('Answers to applicants')).toBe('Answers 92% of applicants within 14 days. Median time to a first answer: 3.5 days.');
    expect(await fact('Openings')).toBe('2');
  });

  it('leaves the median out when no answer was measured, and the openings when there is one', async () => {
    fakeJobsApi({ vacancy: vacancy({ responseRate: { pct: 0, medianDays: null } }) });
    renderApp('/vacancies/v-1');
    expect(await fact('Answers to applicants')).toBe('Answers 0% of applicants within 14 days.');
    expect(await fact('Openings')).toBeNull();
  });

  it('says nothing of the answers of a district without a rate yet', async () => {
    fakeJobsApi({ vacancy: vacancy() });
    renderApp('/vacancies/v-1');
    expect(await fact('Answers to applicants')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ vacancy: vacancy({ responseRate: { pct: 92, medianDays: 1 }, openings: 3 }) });
    renderApp('/vacancies/v-1');
    expect(await fact('Respuesta a los postulantes', 'Resumen')).toBe(
      'Responde al 92\u00a0% de los postulantes en 14 días o menos. Tiempo mediano hasta la primera respuesta: 1 día.',
    );
    expect(await fact('Puestos disponibles', 'Resumen')).toBe('3');
  });
});
