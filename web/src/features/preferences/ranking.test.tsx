import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { box, fakePreferencesApi, group, ranking, renderPreferences, SAVED } from './test/fake-api';

const ROW = 60;

beforeEach(() => {
  // jsdom lays nothing out: each ranked skill gets a 50 px high row, one under the other, so
  // dnd-kit's keyboard sensor can tell which skill is above or below the one it moves.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li[data-skill]');
    const top = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) * ROW : 0;
    const height = item ? 50 : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: item ? 300 : 0, height });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ranking the five skills', { timeout: 20_000 }, () => {
  it('refuses a sixth skill with a message, until one is removed', async () => {
    fakePreferencesApi(SAVED);
    const { user } = await renderPreferences();
    const sixth = box('Professional skills', 'Project-based learning');
    await user.click(sixth);

    expect(sixth).not.toBeChecked();
    const message = 'You have already chosen five skills. Remove one before choosing another.';
    expect(within(group('Professional skills')).getByText(new RegExp(message))).toBeVisible();
    expect(group('Professional skills')).toHaveAccessibleDescription(new RegExp(message));
    expect(ranking()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Remove: Lesson planning' }));
    expect(box('Professional skills', 'Lesson planning')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove: STEM instruction' })).toHaveFocus();
    expect(screen.queryByText(new RegExp(message))).not.toBeInTheDocument();

    await user.click(sixth);
    expect(sixth).toBeChecked();
    expect(ranking()).toEqual([
      'Classroom management', 'STEM instruction', 'ESOL strategies', 'Family engagement', 'Project-based learning',
    ]);
  });

  it('moves a skill with its Move up and Move down buttons, keeping the focus on it', async () => {
    const api = fakePreferencesApi(SAVED);
    const { user, save } = await renderPreferences();
    expect(screen.getByRole('button', { name: 'Move up: Classroom management' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Family engagement' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move down: Classroom management' }));
    expect(screen.getByRole('button', { name: 'Move down: Classroom management' })).toHaveFocus();
    expect(screen.getByText('Classroom management is now in position 2 of 5.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Move up: ESOL strategies' }));
    expect(ranking()).toEqual([
      'Lesson planning', 'STEM instruction', 'ESOL strategies', 'Classroom management', 'Family engagement',
    ]);
    expect(within(screen.getByRole('list', { name: /strongest first/ })).getAllByRole('listitem')[0]).toHaveTextContent(/^1/);

    // At the bottom, Move down has nothing left to do: the focus stays on the skill, on Move up.
    await user.click(screen.getByRole('button', { name: 'Move down: Classroom management' }));
    expect(screen.getByRole('button', { name: 'Move up: Classroom management' })).toHaveFocus();

    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0].skills).toEqual([
      'lesson_planning', 'stem_instruction', 'esol_strategies', 'family_engagement', 'classroom_management',
    ]);
  });

  it("moves a skill by keyboard through dnd-kit's sensor, with its instructions and announcements", async () => {
    const api = fakePreferencesApi(SAVED);
    const { user, save } = await renderPreferences();
    const handle = screen.getByRole('button', { name: 'Reorder ESOL strategies' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable skill');
    expect(handle).toHaveAccessibleDescription(/To pick up a skill, press Space or Enter\./);

    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('Picked up ESOL strategies. It is in position 4 of 5.')).toBeInTheDocument());
    await user.keyboard('[ArrowUp]');
    await waitFor(() => expect(screen.getByText('ESOL strategies was moved into position 3 of 5.')).toBeInTheDocument());
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('ESOL strategies was dropped in position 2 of 5.')).toBeInTheDocument());
    expect(ranking()).toEqual([
      'Classroom management', 'ESOL strategies', 'Lesson planning', 'STEM instruction', 'Family engagement',
    ]);

    await user.click(save);
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0].skills).toEqual([
      'classroom_management', 'esol_strategies', 'lesson_planning', 'stem_instruction', 'family_engagement',
    ]);
  });
});
