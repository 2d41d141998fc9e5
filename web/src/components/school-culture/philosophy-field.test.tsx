import { screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, type Language } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { PhilosophyField } from './philosophy-field';

const CODES = ['project_based', 'inquiry_stem', 'arts_integration', 'montessori'];

/** Values is a form with one philosophy field of at most two codes, Montessori ticked to start. */
function Values({ onSave }: { onSave: (values: { values: string[] }) => void }) {
  const form = useForm({ defaultValues: { values: ['montessori'] } });
  const chosen = useWatch({ control: form.control, name: 'values' });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <PhilosophyField label="Values" hint="Up to two." codes={CODES} limit={2} chosen={chosen} {...form.register('values')} />
      <button type="submit">Save</button>
    </form>
  );
}

async function renderValues(language: Language = 'en') {
  await initI18n(language, ['options']);
  const onSave = vi.fn();
  const view = renderComponent(<Values onSave={onSave} />);
  const group = await screen.findByRole('group', { name: 'Values' });
  return { ...view, onSave, group, box: (name: string) => within(group).getByRole('checkbox', { name }) };
}

describe('PhilosophyField', () => {
  it('names each philosophy in the language of the page', async () => {
    const { group } = await renderValues('es');
    expect(within(group).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Aprendizaje basado en proyectos', 'Indagación y STEM', 'Integración de las artes', 'Montessori',
    ]);
    expect(group).toHaveAccessibleDescription('Up to two.');
  });

  it('lets no more than its limit be ticked, and frees the others as one is unticked', async () => {
    const { user, box, onSave } = await renderValues();
    expect(box('Montessori')).toBeChecked();
    for (const name of ['Project-based learning', 'Inquiry and STEM', 'Arts integration']) expect(box(name)).toBeEnabled();

    await user.click(box('Arts integration'));
    expect(box('Project-based learning')).toBeDisabled();
    expect(box('Inquiry and STEM')).toBeDisabled();
    expect(box('Arts integration')).toBeEnabled();
    expect(box('Montessori')).toBeEnabled();

    await user.click(box('Montessori'));
    await user.click(box('Inquiry and STEM'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ values: ['inquiry_stem', 'arts_integration'] }, expect.anything());
  });
});
