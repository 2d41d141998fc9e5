import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, signOut } from './test/fake-school-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const card = (name: string) => screen.getByRole('article', { name });

describe("the district's schools", { timeout: 30_000 }, () => {
  it('lists only the district’s schools with how each works, and saves a new description', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/schools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our schools' }, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your TeachBay' })).getByRole('link', { name: 'Our schools' }))
      .toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('2 schools')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Plant High School', 'Sligh Middle Magnet School',
    ]);
    expect(screen.queryByText('Gibbs High School')).not.toBeInTheDocument();
    expect(card('Plant High School')).toHaveTextContent('Not described yet.');
    expect(within(card('Sligh Middle Magnet School')).getByRole('listitem')).toHaveTextContent('Inquiry and STEM');
    expect(card('Sligh Middle Magnet School')).toHaveTextContent('Students build robots from sixth grade on.');

    const edit = within(card('Plant High School')).getByRole('button', { name: 'Edit how Plant High School works' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'How Plant High School works' });
    const philosophy = await within(dialog).findByRole('group', { name: 'How the school teaches' }, LOAD);
    expect(philosophy).toHaveAccessibleDescription(/^Choose up to 5\./);
    for (const name of ['Project-based learning', 'Arts integration', 'Restorative practices', 'Community school', 'Montessori']) {
      await user.click(within(philosophy).getByRole('checkbox', { name }));
    }
    expect(within(philosophy).getByRole('checkbox', { name: 'Inquiry and STEM' })).toBeDisabled();
    await user.click(within(philosophy).getByRole('checkbox', { name: 'Montessori' }));
    const culture = within(dialog).getByRole('textbox', { name: "The school's culture, in its own words" });
    await user.click(culture);
    await user.paste('  Teachers plan together every Friday.  ');
    expect(culture).toHaveAccessibleDescription(/40 of 600 characters/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved: how Plant High School works.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('PUT', '/school/schools/s-1')).toEqual([
      { philosophy: ['project_based', 'arts_integration', 'restorative_practices', 'community_school'], culture: 'Teachers plan together every Friday.' },
    ]);
    expect(within(card('Plant High School')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Project-based learning', 'Arts integration', 'Restorative practices', 'Community school',
    ]);
    expect(card('Plant High School')).toHaveTextContent('Teachers plan together every Friday.');
  });

  it("says the server's refusal on the fields and keeps what was typed", async () => {
    const api = fakeSchoolApi();
    api.reply('PUT /school/schools/s-3', {
      status: 400, body: { code: 'validation_failed', message: 'x', fields: { philosophy: 'too_many', culture: 'too_long' } },
    });
    const { user } = renderApp('/school/schools');
    await user.click(await screen.findByRole('button', { name: 'Edit how Sligh Middle Magnet School works' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'How Sligh Middle Magnet School works' });
    const philosophy = await within(dialog).findByRole('group', { name: 'How the school teaches' }, LOAD);
    expect(within(philosophy).getByRole('checkbox', { name: 'Inquiry and STEM' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    await waitFor(() => expect(philosophy).toHaveAccessibleDescription(/Choose at most 5\.$/));
    const culture = within(dialog).getByRole('textbox', { name: "The school's culture, in its own words" });
    expect(culture).toHaveAccessibleDescription(/Keep it to 600 characters or fewer\./);
    expect(culture).toHaveValue('Students build robots from sixth grade on.');
    // The focus is on the group's first box, as on any field in error.
    expect(within(philosophy).getByRole('checkbox', { name: 'Project-based learning' })).toHaveFocus();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeSchoolApi();
    const { user } = renderApp('/school/schools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestras escuelas' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('2 escuelas')).toBeInTheDocument();
    expect(within(card('Sligh Middle Magnet School')).getByRole('listitem')).toHaveTextContent('Indagación y STEM');
    await user.click(screen.getByRole('button', { name: 'Editar cómo trabaja Plant High School' }));
    const dialog = screen.getByRole('dialog', { name: 'Cómo trabaja Plant High School' });
    expect(await within(dialog).findByRole('group', { name: 'Cómo enseña la escuela' }, LOAD)).toHaveAccessibleDescription(/^Elige hasta 5\./);
    expect(within(dialog).getByRole('textbox', { name: 'La cultura de la escuela, con sus propias palabras' })).toBeInTheDocument();
  });
});
