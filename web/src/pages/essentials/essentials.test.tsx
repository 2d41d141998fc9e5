import { render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { i18n, initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { CATEGORIES } from './category';
import { PROVIDERS, telHref } from './providers';

const LABELS = ['Electricity', 'Water', 'Gas', 'Garbage', 'Internet', 'Mobile'];

/** Where the app's router is, read by the probe beside the app. */
const router: { pathname: string; hash: string; type: string; navigate: NavigateFunction | null } = {
  pathname: '',
  hash: '',
  type: '',
  navigate: null,
};

function RouterProbe() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    Object.assign(router, { pathname, hash, type, navigate });
  }, [pathname, hash, type, navigate]);
  return null;
}

/** renderWithRouterProbe renders the app like renderApp, plus a probe that reports the address. */
function renderWithRouterProbe(entries: string[]) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <AppRoutes />
        <RouterProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { user };
}

async function tabsOf() {
  await screen.findByRole('heading', { level: 1, name: 'Essentials' });
  return screen.getAllByRole('tab');
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('Essentials', () => {
  it('offers six categories with electricity selected at start', async () => {
    renderApp('/essentials');
    const tabs = await tabsOf();
    expect(screen.getByRole('tablist', { name: 'Home services' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(LABELS.map((label, index) => `${index + 1}${label}`));
    expect(selectedTab()).toHaveAccessibleName('Electricity');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Electricity');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Electricity providers' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tampa Electric (TECO)',
      'Duke Energy Florida',
      'Withlacoochee River Electric Cooperative (WREC)',
      'Before you sign up',
    ]);
    expect(within(panel).getByRole('link', { name: '(813) 223-0800' })).toHaveAttribute('href', 'tel:+18132230800');
    // Only the chosen panel is shown; the tabs point at their own panels.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
  });

  it('says the main providers, cites a figure’s dated source and shows no number it cannot source', async () => {
    renderApp('/essentials');
    await tabsOf();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('The main providers in Hillsborough, Pinellas and Pasco are Tampa Electric');
    expect(within(panel).getByRole('link', { name: /^Tampa Electric, August 2023 filing/ })).toHaveAttribute(
      'href',
      'https://www.tampaelectric.com/updates',
    );
    expect(panel).toHaveTextContent('proposed a typical home bill of $143.48 a month for 1,000 kWh from January 2024');
    // Duke Energy's and WREC's numbers came from no written source: their cards send to their sites.
    expect(within(panel).queryByRole('link', { name: '1-800-700-8744' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: '(352) 567-5133' })).toBeNull();
    expect(within(panel).getByRole('link', { name: /Visit website: Duke Energy Florida/ })).toHaveAttribute(
      'href',
      'https://www.duke-energy.com',
    );
  });

  it('gives no element an id equal to a category hash, so choosing one never scrolls', async () => {
    renderApp('/essentials');
    await tabsOf();
    for (const category of CATEGORIES) expect(document.getElementById(category)).toBeNull();
  });

  it('selects the clicked category and writes it in the address, replacing the entry', async () => {
    const { user } = renderWithRouterProbe(['/explore', '/essentials']);
    await tabsOf();
    await user.click(screen.getByRole('tab', { name: /Gas/ }));
    expect(selectedTab()).toHaveAccessibleName('Gas');
    expect(router).toMatchObject({ pathname: '/essentials', hash: '#gas', type: 'REPLACE' });
    // The mileage no source supports is gone; the sourced customer count stays.
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/3,154|25 counties/);
    expect(within(screen.getByRole('tabpanel')).getByText(/500,000th customer in the summer of 2024/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Mobile/ }));
    expect(router.hash).toBe('#mobile');
    // Back leaves the page instead of walking back through the categories.
    router.navigate!(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Tampa Bay' })).toBeInTheDocument();
  });

  it.each([
    ['/essentials#gas', 'Gas'],
    ['/essentials#garbage', 'Garbage'],
    ['/essentials#mobile', 'Mobile'],
    ['/essentials#solar', 'Electricity'],
    ['/essentials#', 'Electricity'],
  ])('opening %s selects %s', async (path, name) => {
    renderApp(path);
    await tabsOf();
    expect(selectedTab()).toHaveAccessibleName(name);
  });

  it('moves between categories with the arrow keys, Home and End (roving focus)', async () => {
    const { user } = renderWithRouterProbe(['/essentials']);
    const tabs = await tabsOf();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    // The header comes first in the tab order: start from the selected tab.
    selectedTab().focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Water');
    expect(selectedTab()).toHaveFocus();
    expect(router.hash).toBe('#water');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Mobile');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('Electricity');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Mobile');
    expect(router.hash).toBe('#mobile');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, -1, -1, 0]);
  });

  it('lists every provider’s phone numbers as tel: links and its site in a new tab', async () => {
    const { user } = renderWithRouterProbe(['/essentials']);
    await tabsOf();
    for (const [index, category] of CATEGORIES.entries()) {
      await user.click(screen.getByRole('tab', { name: new RegExp(LABELS[index]) }));
      const panel = screen.getByRole('tabpanel');
      const providers = PROVIDERS[category];
      const title = within(panel).getByRole('heading', { level: 2 }).textContent ?? '';
      const cards = within(panel).getByRole('list', { name: title });
      expect(within(cards).getAllByRole('article')).toHaveLength(providers.length);
      for (const provider of providers) {
        for (const phone of provider.phones) {
          const links = within(panel).getAllByRole('link', { name: phone.number });
          for (const link of links) expect(link).toHaveAttribute('href', telHref(phone.number));
        }
      }
      const sites = within(panel).queryAllByRole('link', { name: /Visit website/ });
      expect(sites.map((link) => link.getAttribute('href'))).toEqual(
        providers.flatMap((provider) => (provider.website ? [provider.website] : [])),
      );
      for (const link of sites) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  it('explains Pasco’s open-market garbage with the hauler charge cap and its source', async () => {
    renderApp('/essentials#garbage');
    await tabsOf();
    const panel = screen.getByRole('tabpanel');
    const cap = /\$16\.81 a month or \$50\.43 a quarter \(Pasco County's curbside garbage page/;
    expect(within(panel).getByText(cap)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '1-800-255-7172' })).toHaveAttribute('href', 'tel:+18002557172');
  });

  it('turns written U.S. numbers into tel: addresses', () => {
    expect(telHref('(813) 223-0800')).toBe('tel:+18132230800');
    expect(telHref('1-888-223-0800')).toBe('tel:+18882230800');
    expect(() => telHref('611')).toThrow();
  });

  it('is written in Spanish', async () => {
    await initI18n('es');
    renderApp('/essentials#mobile');
    await screen.findByRole('heading', { level: 1, name: 'Servicios básicos' });
    expect(selectedTab()).toHaveAccessibleName('Celular');
    expect(screen.getByRole('tablist', { name: 'Servicios del hogar' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const title = 'Compañías de telefonía celular';
    expect(within(panel).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /Visitar el sitio web/ })).toHaveLength(3);
  });
});
