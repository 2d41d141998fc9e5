import { screen, within } from '@testing-library/react';
import type { Preferences } from '@/lib/api-types';
import { answer, type Reply } from '@/test/api/answers';
import { ANA, OPTIONS } from '@/test/api/fixtures';
import { serve } from '@/test/api/requests';
import { http } from '@/test/api/server';
import { renderApp } from '@/test/render-app';

/** EMPTY is a new teacher's preferences. */
export const EMPTY: Preferences = { gradeLevels: [], subjects: [], subjectOther: '', jobTypes: [], experienceSettings: [], values: [], skills: [] };

/** SAVED are the preferences of a teacher who has filled them in. */
export const SAVED: Preferences = {
  gradeLevels: ['middle', 'high'],
  subjects: ['math', 'other'],
  subjectOther: 'Robotics',
  jobTypes: ['full_time'],
  experienceSettings: ['public', 'title1'],
  values: ['arts_integration'],
  skills: ['classroom_management', 'lesson_planning', 'stem_instruction', 'esol_strategies', 'family_engagement'],
};

/**
 * fakePreferencesApi stands in for the API of a signed-in teacher whose preferences are `saved`.
 * A PUT is recorded, and answered with a queued reply or else saved and echoed back.
 */
export function fakePreferencesApi(saved: Preferences = EMPTY) {
  const state = { saved, puts: [] as Preferences[] };
  const replies: Reply<'PUT /me/preferences'>[] = [];
  serve(
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: ANA })),
    http.get('/api/options', ({ response }) => response(200).json(OPTIONS)),
    http.get('/api/me/preferences', ({ response }) => response(200).json(state.saved)),
    http.put('/api/me/preferences', async ({ request, response }) => {
      const body = await request.json();
      state.puts.push(body);
      const reply = replies.shift();
      if (reply) return answer(reply);
      state.saved = body;
      return response(200).json(body);
    }),
  );
  return {
    state,
    /** reply queues the answer to the next PUT. */
    reply(next: Reply<'PUT /me/preferences'>) {
      replies.push(next);
    },
  };
}

/** renderPreferences opens the preferences page and waits for the form. */
export async function renderPreferences() {
  const view = renderApp('/teacher/preferences');
  // The page's chunk and texts load on first use, which takes a while in a busy test run.
  const save = await screen.findByRole('button', { name: /Save my preferences|Guardar mis preferencias/ }, { timeout: 15_000 });
  return { ...view, save };
}

/** group is the checkbox group named `name`. */
export function group(name: string) {
  return screen.getByRole('group', { name });
}

/** box is the checkbox `name` of the group `groupName`. */
export function box(groupName: string, name: string) {
  return within(group(groupName)).getByRole('checkbox', { name });
}

/** ranking is the skills' names in the ranked list, strongest first, read from their drag handles. */
export function ranking(listName = 'Your five skills, strongest first', handle = 'Reorder ') {
  const list = screen.queryByRole('list', { name: listName });
  if (!list) return [];
  return within(list)
    .getAllByRole('button', { name: new RegExp(`^${handle}`) })
    .map((button) => button.getAttribute('aria-label')?.slice(handle.length));
}
