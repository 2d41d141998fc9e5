import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, ELIGIBLE, fakeJobsApi, page, signOut, vacancy } from './test/fake-jobs-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

/** payFacts are the pay panel's terms and values, once its schedules and rent are in. */
async function payFacts(title: RegExp) {
  const panel = await screen.findByRole('region', { name: title }, LOAD);
  await waitFor(() => expect(within(panel).getAllByRole('definition').length).toBeGreaterThan(2), LOAD);
  return Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replaceAll('\u00a0', ' ')]),
  );
}

describe('pay on the job page', { timeout: 20_000 }, () => {
  it('shows a visitor the range, the district’s starting salary and supplement with their sources, the rent and what is left', async () => {
    fakeJobsApi({ vacancy: vacancy({ salaryMin: 50000, salaryMax: 62000 }) });
    renderApp('/vacancies/v-1');
    expect(await payFacts(/Pay and rent/)).toEqual({
      Salary: '$50,000 to $62,000 a yearAs the school states it in this vacancy.',
      'District starting salary':
        '$48,000 a yearfrom the 2024-25 salary schedule of Hillsborough County Public Schools. Source Read on Nov 27, 2026',
      'Referendum supplement, 2025-26 through 2029': '+$6,000 a yearSource',
      'Typical rent in Tampa': '$1,635 a monthAverage, one-bedroom apartment, Oct 22, 2025. All County',
      // 50,000 / 12 = 4,167 a month, minus 1,635.
      'Pay minus rent': '$2,532 a monthA rough estimate: a twelfth of $50,000 before taxes, minus the rent above.',
    });
    const panel = screen.getByRole('region', { name: /Pay and rent/ });
    expect(within(panel).getAllByRole('link', { name: 'Source' }).map((link) => link.getAttribute('href'))).toEqual([
      'https://news.example/hillsborough-pay', 'https://news.example/referendum',
    ]);
    expect(within(panel).getByRole('link', { name: 'All County' })).toHaveAttribute('href', 'https://www.allcountyprop.com/blog/post.php?postID=5010');
  });

  it('shows a signed-in teacher her own estimate, with the step and schedule it came from, in Spanish too', async () => {
    const estimate = { amount: 57000, degree: 'master' as const, years: 0, schoolYear: '2024-25', sourceUrl: 'https://news.example/pinellas-pay' };
    fakeJobsApi({
      user: ANA,
      vacancy: vacancy({ ...ELIGIBLE, salaryEstimate: estimate, schoolId: 's-2', schoolName: 'Gibbs High School', district: 'Pinellas County Schools' }),
    });
    const { unmount } = renderApp('/vacancies/v-1');
    const facts = await payFacts(/Pay and rent/);
    expect(facts['Your estimated salary']).toBe(
      '$57,000 a yearFor your degree column (master’s) at 0 years of experience, from the 2024-25 salary schedule of Pinellas County Schools. Source',
    );
    expect(facts).not.toHaveProperty('District starting salary');
    expect(facts['Typical rent in St. Petersburg']).toBe('$1,430 a monthMedian, all sizes, May 2024. Apartment List');
    expect(facts['Pay minus rent']).toBe('$3,320 a monthA rough estimate: a twelfth of $57,000 before taxes, minus the rent above.');
    unmount();

    await initI18n('es');
    renderApp('/vacancies/v-1');
    const es = await payFacts(/Salario y alquiler/);
    expect(es['Tu salario estimado']).toBe(
      '57.000 US$ al añoPara la columna de tu título (maestría) con 0 años de experiencia, según la escala salarial 2024-25 de Pinellas County Schools. Fuente',
    );
    expect(es['Alquiler típico en St. Petersburg']).toBe('1430 US$ al mesMediana, todos los tamaños, mayo de 2024. Apartment List');
    expect(es['Salario menos alquiler']).toMatch(/^3320 US\$ al mesUna estimación aproximada/);
  });

  it('says when a teacher’s estimate is her district’s starting salary, and why', async () => {
    const estimate = { amount: 48000, degree: null, years: 0, schoolYear: '2024-25', sourceUrl: 'https://news.example/hillsborough-pay' };
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, salaryEstimate: estimate }) });
    renderApp('/vacancies/v-1');
    expect((await payFacts(/Pay and rent/))['Your estimated salary']).toBe(
      '$48,000 a yearThe starting salary: the schedule gives no step for your degree and years, from the 2024-25 salary schedule of Hillsborough County Public Schools. Source',
    );
  });

  it('says a vacancy’s minimum alone in Spanish, and the starting salary when the teacher’s schedule gives no estimate', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, salaryMin: 52000 }) });
    renderApp('/vacancies/v-1');
    const facts = await payFacts(/Salario y alquiler/);
    expect(facts.Salario).toBe('Desde 52.000 US$ al añoSegún lo indica la escuela en esta vacante.');
    expect(facts['Salario inicial del distrito']).toMatch(/^48\.000 US\$ al año/);
  });
});

describe('the board’s minimum salary', { timeout: 20_000 }, () => {
  it('goes into the URL and the search on Apply; a figure that is no salary, or none, is left out', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 1) });
    const { user, location } = renderApp('/vacancies?minSalary=lots');
    await screen.findByRole('form', { name: 'Advanced filter' }, LOAD);
    const filter = () => screen.getByRole('form', { name: 'Advanced filter' });
    const minimum = () => within(filter()).getByRole('spinbutton', { name: 'Minimum salary (USD a year)' });
    expect(minimum()).toHaveValue(null);
    expect(minimum()).toHaveAccessibleDescription('Jobs whose stated pay, or their district’s starting salary, reaches it.');
    await user.type(minimum(), '50000');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/vacancies?minSalary=50000');
    await waitFor(() => expect(api.sent('/vacancies').at(-1)).toBe('GET /vacancies?minSalary=50000&page=1&pageSize=10'));

    await user.clear(minimum());
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/vacancies');
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ vacancies: page([vacancy()], 1) });
    renderApp('/vacancies?minSalary=45000');
    const filter = await screen.findByRole('form', { name: 'Filtro avanzado' }, LOAD);
    expect(within(filter).getByRole('spinbutton', { name: 'Salario mínimo (USD al año)' })).toHaveValue(45000);
  });
});
