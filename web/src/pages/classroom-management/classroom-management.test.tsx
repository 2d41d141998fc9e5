import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  const view = renderApp('/classroom-management');
  await screen.findByRole('heading', { level: 1 });
  return { ...view, main: screen.getByRole('main') };
}

describe('Classroom management', () => {
  it('lists three classroom tools, each opening its site in a new tab', async () => {
    const { main } = await openPage();
    const tools = within(main).getByRole('region', { name: 'Classroom tools' });
    const links = within(tools).getAllByRole('link', { name: /Visit Website/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.classdojo.com',
      'https://www.gonoodle.com',
      'https://bouncyballs.org',
    ]);
    expect(within(tools).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'ClassDojo',
      'GoNoodle',
      'Bouncy Balls',
    ]);
    expect(within(tools).getByText(/approved-software list/)).toBeInTheDocument();
    for (const link of main.querySelectorAll('a[target="_blank"]')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows three TED Talks with speaker, event and a Watch button', async () => {
    const { main } = await openPage();
    const videos = within(main).getByRole('region', { name: 'TED Talks for Teachers' });
    const titles = within(videos).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Every kid needs a champion',
      'Do schools kill creativity?',
      'Grit: The power of passion and perseverance',
    ]);
    expect(within(videos).getByText('Rita Pierson · TED Talks Education, May 2013')).toBeInTheDocument();
    expect(within(videos).getAllByRole('button', { name: /^Watch/ })).toHaveLength(3);
  });

  it('plays the chosen talk in a large modal and clears the video when it closes', async () => {
    const { main, user } = await openPage();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');
    expect(document.querySelector('iframe')).toBeNull();

    const watch = within(main).getByRole('button', { name: 'Watch: Do schools kill creativity?' });
    await user.click(watch);
    expect(screen.getByRole('dialog', { name: 'Do schools kill creativity?' })).toHaveAttribute('open');
    const frame = within(dialog).getByTitle('TED Talk: Do schools kill creativity?');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://embed.ted.com/talks/sir_ken_robinson_do_schools_kill_creativity');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('height', '400');
    const onTed = within(dialog).getByRole('link', { name: /Watch on TED.com/ });
    expect(onTed).toHaveAttribute('href', 'https://www.ted.com/talks/sir_ken_robinson_do_schools_kill_creativity');
    expect(onTed).toHaveAttribute('target', '_blank');
    expect(onTed).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(document.querySelector('iframe')).toBeNull();
    expect(watch).toHaveFocus();

    // Another talk replaces the first, not added to it.
    await user.click(within(main).getByRole('button', { name: /^Watch: Grit/ }));
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute(
      'src',
      'https://embed.ted.com/talks/angela_lee_duckworth_grit_the_power_of_passion_and_perseverance',
    );
  });

  it('speaks Spanish', async () => {
    const { main, user } = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gestión del aula');
    expect(within(main).getByRole('heading', { level: 2, name: 'Charlas TED para docentes' })).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Ver: Todo niño necesita un campeón' }));
    const dialog = screen.getByRole('dialog', { name: 'Todo niño necesita un campeón' });
    expect(within(dialog).getByTitle('Charla TED: Todo niño necesita un campeón')).toHaveAttribute(
      'src',
      'https://embed.ted.com/talks/rita_pierson_every_kid_needs_a_champion',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
