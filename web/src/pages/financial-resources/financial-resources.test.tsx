import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { BUDGETS, formatDollars } from './budget';
import { CREDIT_UNIONS, PHILIPPINE_BANKS, REMITTANCE_SERVICES, US_BANKS } from './data';

const SECTION_IDS = ['money-picture', 'first-account', 'us-banks', 'credit-unions', 'filipino-banks', 'remittance'];

async function openPage() {
  const view = renderApp('/financial-resources');
  await screen.findByRole('heading', { level: 1, name: 'Financial Resources' });
  return { ...view, main: screen.getByRole('main') };
}

describe('Financial resources', () => {
  it('has one H1, six sections with the deep-link ids and an in-page nav to them', async () => {
    const { main } = await openPage();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The money picture',
      'Open your first account',
      'U.S. banks with branches in Tampa Bay',
      'Credit unions',
      'Philippine banks with U.S. remittance services',
      'Send money home',
    ]);
    for (const id of SECTION_IDS) expect(main.querySelector(`section#${id}`)).not.toBeNull();

    const nav = within(main).getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SECTION_IDS.map((id) => `/financial-resources#${id}`),
    );
  });

  it('opens every bank, credit union and transfer service in a new tab on its own site', async () => {
    const { main } = await openPage();
    const groups = [
      ['U.S. banks', US_BANKS],
      ['Credit unions', CREDIT_UNIONS.filter((union) => union.website)],
      ['Philippine banks', PHILIPPINE_BANKS],
      ['Money-transfer services', REMITTANCE_SERVICES],
    ] as const;
    for (const [label, entries] of groups) {
      const group = within(main).getByRole('group', { name: label });
      const links = within(group).getAllByRole('link', { name: /Visit website/ });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(entries.map((entry) => entry.website));
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    expect(within(main).getByRole('link', { name: /Visit website: Suncoast Credit Union/ })).toHaveAttribute(
      'href',
      'https://www.suncoast.com',
    );
    // Tampa Bay Federal Credit Union has no site in the facts: a card without a link, with its phone.
    const unions = within(main).getByRole('group', { name: 'Credit unions' });
    expect(within(unions).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(unions).getByRole('link', { name: '(813) 247-4414' })).toHaveAttribute('href', 'tel:+18132474414');
  });

  it('tells Suncoast’s teacher history and the sourced money figures', async () => {
    const { main } = await openPage();
    expect(within(main).getByText(/Founded in 1934 by Hillsborough County teachers/)).toBeInTheDocument();
    const money = within(main).getByRole('region', { name: 'The money picture' });
    expect(within(money).getByText(/about \$54,000 in 2024 \(ABC Action News\)/)).toBeInTheDocument();
    expect(within(money).getByText(/about \$55,341 in 2024/)).toBeInTheDocument();
    expect(within(money).getByText(/\$47,500/, { selector: 'li' })).toBeInTheDocument();
    expect(within(money).getByText(/Pasco County Schools: we have no reliable figure/)).toBeInTheDocument();
    expect(within(money).getByText(/about 7.5% in Hillsborough, 7% in Pinellas and 7% in Pasco/)).toBeInTheDocument();
    expect(within(money).getByText(/starting at \$100 and your Social Security number/)).toBeInTheDocument();
    expect(within(money).getByText(/about \$143 a month from January 2024/)).toBeInTheDocument();
  });

  it('shows the sample budget as a table with a caption, scoped headers and the computed amounts', async () => {
    const { main } = await openPage();
    const table = within(main).getByRole('table', { name: 'Sample monthly budget, in U.S. dollars (estimate)' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(4);
    for (const header of columns) expect(header).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(6);
    for (const header of rows) expect(header).toHaveAttribute('scope', 'row');

    const row = (name: RegExp) => within(table).getByRole('row', { name });
    const cells = (name: RegExp) => within(row(name)).getAllByRole('cell').map((cell) => cell.textContent);
    const { starting, average } = BUDGETS;
    expect(cells(/^Gross pay/).slice(0, 2)).toEqual([formatDollars(starting.grossMonthly), '$4,500']);
    expect(cells(/^Payroll deductions \(assumed 20%\)/).slice(0, 2)).toEqual(['−$792', '−$900']);
    expect(cells(/^Take-home pay/).slice(0, 2)).toEqual(['$3,166', '$3,600']);
    expect(cells(/^Rent/).slice(0, 2)).toEqual(['−$1,400', '−$1,400']);
    expect(cells(/^Electricity/).slice(0, 2)).toEqual(['−$143', '−$143']);
    expect(cells(/^Left for everything else/).slice(0, 2)).toEqual([
      formatDollars(starting.leftOver),
      formatDollars(average.leftOver),
    ]);
    expect(cells(/^Rent/)[2]).toMatch(/Apartment List, 2023/);
    expect(within(main).getByText(/This is an estimate, not a promise/)).toBeInTheDocument();
    // Narrow screens show the sources as a list under the table instead of a fourth column.
    const money = within(main).getByRole('region', { name: 'The money picture' });
    expect(within(money).getAllByRole('term').map((term) => term.textContent)).toEqual(
      rows.map((header) => header.textContent),
    );
  });

  it('is written in Spanish', async () => {
    await initI18n('es');
    renderApp('/financial-resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos financieros' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Envía dinero a casa' })).toBeInTheDocument();
    expect(within(main).getByRole('table', { name: /Presupuesto mensual de ejemplo/ })).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: /Visitar el sitio web: Bank of America/ })).toHaveLength(1);
  });
});
