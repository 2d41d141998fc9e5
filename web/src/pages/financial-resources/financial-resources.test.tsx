import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { BUDGETS, formatDollars } from './budget';
import { CREDIT_UNIONS, PHILIPPINE_BANKS, REMITTANCE_SERVICES, SOURCES, US_BANKS } from './data';

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
      ['Philippine banks', PHILIPPINE_BANKS.filter((bank) => bank.website)],
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

  it('tells Suncoast’s teacher history and the money figures, each dated with a link to its source', async () => {
    const { main } = await openPage();
    expect(within(main).getByText(/Founded in 1934 by Hillsborough County teachers/)).toBeInTheDocument();
    const money = within(within(main).getByRole('region', { name: 'The money picture' }));
    const fact = (text: RegExp) => money.getByText(text, { selector: 'li' });
    const sources = (text: RegExp) =>
      within(fact(text))
        .getAllByRole('link')
        .map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]);
    // Starting pay for each of the three districts, with its school year, date and source.
    expect(sources(/a starting salary of \$48,000 for 2024–25 \(tentative agreement, June 2024\)/)).toEqual([
      ['ABC Action News, June 2024', SOURCES.hillsboroughStart],
      ['FOX 13, December 2024', SOURCES.hillsboroughSupplement],
    ]);
    expect(sources(/a starting salary of \$54,000 for 2024–25/)[0]).toEqual(['The Local Lens, September 2024', SOURCES.pinellasStart]);
    expect(sources(/a base salary of \$47,000 for 2023–24/)).toHaveLength(2);
    expect(fact(/\$2,000 to \$7,245 a year/)).toBeInTheDocument();
    expect(fact(/\$47,500 .*\(Tampa Bay Times, June 2020\)/)).toBeInTheDocument();
    // The stale averages and the county sales-tax rates no source supports are gone.
    expect(money.queryByText(/\$55,341|7\.5%/)).toBeNull();
    expect(sources(/about \$1,635 a month for a one-bedroom apartment in October 2025/)).toEqual([
      ['All County, October 22, 2025', SOURCES.rentOctober2025],
    ]);
    expect(sources(/in January 2023 \(Apartment List\)/)[0][1]).toBe(SOURCES.rentJanuary2023);
    expect(sources(/starting at \$100 and your Social Security number/)[0][1]).toBe(SOURCES.stPeteDeposit);
    expect(sources(/In an August 2023 filing, Tampa Electric proposed/)[0][1]).toBe(SOURCES.electricity);
    expect(money.getByRole('link', { name: 'Rents by area, with their dates' })).toHaveAttribute('href', '/housing-resources#rents');
  });

  it('tells a J-1 teacher to get an SSN, not an ITIN, and links no dead page', async () => {
    const { main } = await openPage();
    const account = within(within(main).getByRole('region', { name: 'Open your first account' }));
    expect(account.getByText(/An ITIN is only for people who cannot get an SSN/)).toBeInTheDocument();
    expect(account.getByText(/accepts your passport and your SSN application receipt/)).toBeInTheDocument();
    expect(main.querySelector('a[href*="metrobankny"]')).toBeNull();
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
    const { hillsborough, pinellas } = BUDGETS;
    expect(columns.map((column) => column.textContent).slice(1, 3)).toEqual([
      'Hillsborough starting salary, 2024–25 ($48,000 a year)',
      'Pinellas starting salary, 2024–25 ($54,000 a year)',
    ]);
    expect(cells(/^Gross pay/).slice(0, 2)).toEqual([formatDollars(hillsborough.grossMonthly), '$4,500']);
    expect(cells(/^Payroll deductions \(assumed 20%\)/).slice(0, 2)).toEqual(['−$800', '−$900']);
    expect(cells(/^Take-home pay/).slice(0, 2)).toEqual(['$3,200', '$3,600']);
    expect(cells(/^Rent/).slice(0, 2)).toEqual(['−$1,635', '−$1,635']);
    expect(cells(/^Electricity/).slice(0, 2)).toEqual(['−$143', '−$143']);
    expect(cells(/^Left for everything else/).slice(0, 2)).toEqual([
      formatDollars(hillsborough.leftOver),
      formatDollars(pinellas.leftOver),
    ]);
    expect(cells(/^Rent/)[2]).toMatch(/October 2025 \(All County\)/);
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
