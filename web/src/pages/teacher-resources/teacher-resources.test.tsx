/// <reference types="node" />
import { statSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { TEMPLATES } from './data';

const TILES = [
  ['Assessment & Data Tracking', '/assessment-and-data-tracking'],
  ['Classroom Management', '/classroom-management'],
  ['Lesson Planning & Curriculum Resources', '/lesson-planning-and-curriculum-resources'],
  ['Professional Development', '/online-courses'],
  ['Tech Integration Tools', '/tech-integration'],
  ['Social Learning Resources', '/social-learning-resources'],
];

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  const view = renderApp('/teacher-resources');
  await screen.findByRole('heading', { level: 1 });
  return { ...view, main: screen.getByRole('main') };
}

describe('Teacher resources', () => {
  it('has its heading and six topic tiles that load their page in full, each with a description', async () => {
    const { main } = await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Everything You Need, All in One Place');

    const tiles = within(within(main).getByRole('list', { name: 'Resource topics' })).getAllByRole('link');
    expect(tiles.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(TILES);
    for (const link of tiles) {
      // A plain anchor, not a router link: no client-side click handler, no new tab.
      expect(link).not.toHaveAttribute('target');
      expect(link).toHaveAccessibleDescription(/\w{4,}.*\./);
    }
    expect(tiles[1]).toHaveAccessibleDescription(/behavior and family communication/);
  });

  it('shows a title in lines of four words', async () => {
    const { main } = await openPage();
    const tile = within(main).getByRole('link', { name: 'Lesson Planning & Curriculum Resources' });
    const lines = [...tile.querySelectorAll('span > span')].map((line) => line.textContent?.trim());
    expect(lines).toEqual(['Lesson Planning & Curriculum', 'Resources']);
  });

  it('reminds teachers to check the approved-software list, and offers the contact page', async () => {
    const { main } = await openPage();
    expect(within(main).getByText(/approved-software list/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('keeps both modals hidden until their button opens one', async () => {
    await openPage();
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(2);
    for (const dialog of dialogs) expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kahoot/ })).not.toBeInTheDocument();
  });

  it('opens the templates modal with three PDF downloads, and closes it', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Lesson-plan templates' }));
    const dialog = screen.getByRole('dialog', { name: 'Lesson-plan templates' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText(/Spanish heading under every English heading/)).toBeInTheDocument();

    const downloads = within(dialog).getAllByRole('link', { name: /^Download/ });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
      '/templates/esol-lesson-plan.pdf',
      '/templates/lecture-notes.pdf',
      '/templates/adult-esol-lesson-plan.pdf',
    ]);
    for (const link of downloads) {
      expect(link).toHaveAttribute('download');
      expect(link).toHaveAccessibleName(/PDF · \d+ KB · \d pages? · English with Spanish headings/);
    }
    expect(downloads[0]).toHaveAccessibleName(/ESOL lesson plan/);
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('opens the smart-tools modal with four tools in new tabs, Wayground marked as renamed', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Smart tools' }));
    const dialog = screen.getByRole('dialog', { name: 'Smart tools' });
    const links = within(dialog).getAllByRole('link', { name: /Visit Site/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://kahoot.com',
      'https://wayground.com',
      'https://www.canva.com/education/',
      'https://zoom.us',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('heading', { name: 'Wayground (formerly Quizizz)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Quizizz is now called Wayground.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Smart tools' })).toHaveFocus();
  });

  it('speaks Spanish', async () => {
    const { main, user } = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Todo lo que necesitas, en un solo lugar');
    expect(within(main).getByRole('link', { name: 'Gestión del aula' })).toHaveAccessibleDescription(
      /comunicación con las familias/,
    );
    await user.click(within(main).getByRole('button', { name: 'Plantillas de planificación' }));
    const dialog = screen.getByRole('dialog', { name: 'Plantillas de planificación de clases' });
    expect(within(dialog).getAllByRole('link', { name: /^Descargar/ })[1]).toHaveAccessibleName(
      /Notas de clase \(método Cornell\).*1 página · en inglés con títulos en español/,
    );
  });
});

it('states each template download size as the file has it', () => {
  for (const template of TEMPLATES) {
    const bytes = statSync(`public${template.href}`).size // the tests run in web/;
    expect(Math.ceil(bytes / 1024), template.href).toBe(template.sizeKb);
  }
});
