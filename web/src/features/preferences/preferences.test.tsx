import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { box, EMPTY, fakePreferencesApi, group, ranking, renderPreferences, SAVED } from './test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** tick ticks each box `names` of the group `groupName`. */
async function tick(user: { click: (element: Element) => Promise<void> }, groupName: string, names: string[]) {
  for (const name of names) await user.click(box(groupName, name));
}

describe('the preferences page', { timeout: 20_000 }, () => {
  it('shows the saved preferences, each field reachable by its name', async () => {
    fakePreferencesApi(SAVED);
    await renderPreferences();
    expect(screen.getByRole('heading', { level: 1, name: 'Your preferences' })).toBeInTheDocument();
    expect(box('Grade levels', 'Middle school')).toBeChecked();
    expect(box('Grade levels', 'High school')).toBeChecked();
    expect(box('Grade levels', 'Pre-K')).not.toBeChecked();
    expect(box('Subject expertise', 'Mathematics')).toBeChecked();
    expect(box('Subject expertise', 'Other (please specify)')).toBeChecked();
    expect(screen.getByLabelText(/Other subject/)).toHaveValue('Robotics');
    expect(box('Job types I want', 'Full-time')).toBeChecked();
    expect(box('Job types I want', 'Substitute')).not.toBeChecked();
    expect(box('Teaching experience settings', 'Title I school')).toBeChecked();
    expect(box('Professional skills', 'ESOL strategies')).toBeChecked();
    expect(within(group('Professional skills')).getByText('5 of 5 chosen.')).toBeInTheDocument();
    expect(ranking()).toEqual([
      'Classroom management', 'Lesson planning', 'STEM instruction', 'ESOL strategies', 'Family engagement',
    ]);
    expect(box('Where I do my best work', 'Arts integration')).toBeChecked();
    expect(box('Where I do my best work', 'Montessori')).not.toBeChecked();
    for (const id of ['gradeLevels', 'subjects', 'jobTypes', 'experienceSettings', 'values', 'skills']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('saves what the teacher chose and says so', async () => {
    const api = fakePreferencesApi(EMPTY);
    const { user, save } = await renderPreferences();
    expect(screen.getByText('No skills chosen yet: tick them in the list.')).toBeInTheDocument();
    await tick(user, 'Grade levels', ['Elementary school']);
    await tick(user, 'Subject expertise', ['Reading', 'Exceptional Student Education (ESE)']);
    await tick(user, 'Job types I want', ['Full-time', 'Long-term substitute']);
    await tick(user, 'Teaching experience settings', ['Charter school']);
    await tick(user, 'Where I do my best work', ['Project-based learning', 'Restorative practices']);
    await tick(user, 'Professional skills', [
      'Literacy instruction', 'IEP support (Individualized Education Programs)', 'Classroom management',
      'Family engagement', 'Behavior intervention',
    ]);
    await user.click(save);

    expect(await screen.findByText('Your preferences are saved.')).toHaveAttribute('role', 'status');
    expect(api.state.puts).toEqual([{
      gradeLevels: ['elementary'],
      subjects: ['reading', 'ese'],
      subjectOther: '',
      jobTypes: ['full_time', 'long_term_substitute'],
      experienceSettings: ['charter'],
      values: ['project_based', 'restorative_practices'],
      skills: ['literacy_instruction', 'iep_support', 'classroom_management', 'family_engagement', 'behavior_intervention'],
    }]);
  });

  it('asks for the other subject while "Other" is chosen, and sends it only then', async () => {
    const api = fakePreferencesApi({ ...SAVED, subjects: ['math'], subjectOther: '' });
    const { user, save } = await renderPreferences();
    expect(screen.queryByLabelText(/Other subject/)).not.toBeInTheDocument();
    await user.click(box('Subject expertise', 'Other (please specify)'));
    const other = screen.getByLabelText(/Other subject/);
    expect(other).toBeRequired();
    await user.type(other, '   ');
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(other).toHaveAccessibleDescription(/Write the other subject you teach\. \d+ of 100 characters$/);
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveFocus();
    expect(api.state.puts).toHaveLength(0);

    await user.type(other, 'Robotics ');
    await user.click(box('Subject expertise', 'Other (please specify)'));
    await user.click(box('Subject expertise', 'Other (please specify)'));
    expect(screen.getByLabelText(/Other subject/)).toHaveValue('   Robotics ');
    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toMatchObject({ subjects: ['math', 'other'], subjectOther: 'Robotics' });

    await user.click(box('Subject expertise', 'Other (please specify)'));
    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(2));
    expect(api.state.puts[1]).toMatchObject({ subjects: ['math'], subjectOther: '' });
  });

  it('lets a teacher want any job type by ticking none, and says which types the list offers', async () => {
    const api = fakePreferencesApi(SAVED);
    const { user, save } = await renderPreferences();
    const types = group('Job types I want');
    expect(types).toHaveAccessibleDescription(/Leave them all unticked if any kind suits you\./);
    expect(within(types).getAllByRole('checkbox').map((input) => input.getAttribute('value'))).toEqual([
      'full_time', 'part_time', 'substitute', 'long_term_substitute',
    ]);
    await user.click(box('Job types I want', 'Full-time'));
    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toMatchObject({ jobTypes: [] });
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
  });

  it('takes up to three values, never required, and says a refusal of the server on them', async () => {
    const api = fakePreferencesApi({ ...SAVED, values: [] });
    api.reply({ status: 400, body: { code: 'validation_failed', message: 'x', fields: { values: 'too_many' } } });
    const { user, save } = await renderPreferences();
    const values = group('Where I do my best work');
    expect(values).toHaveAccessibleDescription(/^Optional: choose up to 3 ways of teaching you value\./);
    expect(within(values).getAllByRole('checkbox')).toHaveLength(12);

    // None ticked is fine; a refusal of the server (too_many) is said on the group.
    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toMatchObject({ values: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(values).toHaveAccessibleDescription(/Choose at most 3\.$/);

    // Three ticked, the others wait until one is unticked.
    await tick(user, 'Where I do my best work', ['Montessori', 'Community school', 'Inquiry and STEM']);
    expect(box('Where I do my best work', 'Arts integration')).toBeDisabled();
    expect(box('Where I do my best work', 'Montessori')).toBeEnabled();
    await user.click(box('Where I do my best work', 'Montessori'));
    expect(box('Where I do my best work', 'Arts integration')).toBeEnabled();
    await user.click(box('Where I do my best work', 'Arts integration'));
    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(2));
    expect(api.state.puts[1]).toMatchObject({ values: ['inquiry_stem', 'arts_integration', 'community_school'] });
  });

  it("shows the server's field codes on their fields and focuses the first", async () => {
    const api = fakePreferencesApi(SAVED);
    api.reply({
      status: 400,
      body: { code: 'validation_failed', message: 'x', fields: { skills: 'invalid', subjectOther: 'too_long', jobTypes: 'invalid' } },
    });
    api.reply({ status: 503, body: { code: 'unavailable', message: 'x' } });
    const { user, save } = await renderPreferences();
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const other = screen.getByLabelText(/Other subject/);
    expect(other).toHaveAccessibleDescription(/Use at most 100 characters\. \d+ of 100 characters$/);
    expect(other).toHaveFocus();
    expect(group('Job types I want')).toHaveAccessibleDescription(/Choose job types from the list\./);
    const skills = group('Professional skills');
    expect(skills).toHaveAccessibleDescription(/Choose five different skills from the list\./);
    expect(box('Professional skills', 'Classroom management')).toHaveAttribute('aria-invalid', 'true');

    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.'));
    expect(screen.getByRole('button', { name: 'Save my preferences' })).toBeEnabled();
  });

  it('speaks Spanish, down to the checks made in the browser', async () => {
    await initI18n('es');
    const api = fakePreferencesApi(EMPTY);
    const { user, save } = await renderPreferences();
    expect(screen.getByRole('heading', { level: 1, name: 'Tus preferencias' })).toBeInTheDocument();
    expect(box('Materias de especialidad', 'Educación Excepcional (ESE)')).not.toBeChecked();
    expect(box('Niveles escolares', 'Escuela intermedia (middle school)')).not.toBeChecked();
    expect(box('Tipos de empleo que busco', 'Suplente a largo plazo')).not.toBeChecked();
    expect(box('Donde doy lo mejor de mí', 'Aprendizaje basado en proyectos')).not.toBeChecked();
    expect(group('Donde doy lo mejor de mí')).toHaveAccessibleDescription(/^Opcional: elige hasta 3 formas de enseñar que valoras\./);
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent('Corrige los campos marcados.');
    expect(group('Niveles escolares')).toHaveAccessibleDescription(/Elige al menos un nivel escolar\.$/);
    expect(group('Habilidades profesionales')).toHaveAccessibleDescription(/Elige exactamente cinco habilidades\./);
    expect(box('Niveles escolares', 'Prekínder (Pre-K)')).toHaveFocus();
    expect(api.state.puts).toHaveLength(0);

    await tick(user, 'Habilidades profesionales', ['Gestión del aula', 'Enseñanza diferenciada']);
    expect(screen.getByRole('button', { name: 'Bajar: Gestión del aula' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subir: Gestión del aula' })).toBeDisabled();
    expect(ranking('Tus cinco habilidades, de mayor a menor dominio', 'Reordenar ')).toEqual([
      'Gestión del aula', 'Enseñanza diferenciada',
    ]);
  });
});
