import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeAdminApi, signOut } from './test/fake-admin-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const rowsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("the admin console's analytics", { timeout: 30_000 }, () => {
  it("lists every district's key figures and shows one district's whole analytics, the choice kept in the URL", async () => {
    const api = fakeAdminApi();
    const { user, location } = renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' }, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your TeachBay' })).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href', '/admin/analytics',
    );
    const table = await screen.findByRole('table', { name: "The districts' answers to applicants" });
    expect(rowsOf(table)).toEqual([
      ['Hillsborough County Public Schools', '40', '75%', '3.5 days'],
      ['Pasco County Schools', '0', 'No data yet', 'No data yet'],
    ]);
    expect(screen.getByText('2 districts.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Choose a district to see all of its numbers.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
    await user.click(within(table).getByRole('link', { name: 'Hillsborough County Public Schools' }));
    expect(location()).toBe('/admin/analytics?days=90&organization=o-1');
    const district = await screen.findByRole('region', { name: 'Hillsborough County Public Schools' });
    expect(within(district).getByRole('img')).toHaveAccessibleName(expect.stringMatching(/^Applications by status now: Pending: 10,/));
    expect(rowsOf(within(district).getByRole('table', { name: 'Where the applications stand now' }))[0]).toEqual(['Pending', '10', '25%']);
    // The admin reads the vacancies' numbers but has no school portal to open them in.
    expect(within(within(district).getByRole('table', { name: 'Applications to each vacancy' })).queryByRole('link')).not.toBeInTheDocument();
    expect(api.sent('/admin/analytics').at(-1)).toMatch(/^GET \/admin\/analytics\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);

    await user.click(within(table).getByRole('link', { name: 'Pasco County Schools' }));
    expect(await screen.findByRole('region', { name: 'Pasco County Schools' })).toHaveTextContent('No applications were sent in this period.');
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeAdminApi();
    renderApp('/admin/analytics?organization=o-1');
    const table = await screen.findByRole('table', { name: 'Las respuestas de los distritos a los postulantes' }, LOAD);
    expect(rowsOf(table)[0]).toEqual(['Hillsborough County Public Schools', '40', '75\u00a0%', '3,5 días']);
    expect(await screen.findByRole('table', { name: 'Tiempo mediano en cada etapa' })).toBeInTheDocument();
  });
});
