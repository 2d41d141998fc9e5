import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Options } from '@/lib/options';
import { renderApp } from '@/test/render-app';
import type { Preferences } from '../api/preferences';

/** OPTIONS are the option codes of DESIGN.md §4, as GET /api/options answers. */
export const OPTIONS: Options = {
  gradeLevels: ['prek', 'elementary', 'middle', 'high', 'adult'],
  subjects: ['ela', 'reading', 'math', 'science', 'biology', 'chemistry', 'physics', 'earth_space',
    'social_studies', 'spanish', 'world_languages', 'esol', 'ese', 'elementary_all', 'early_childhood',
    'physical_education', 'health', 'art', 'music', 'computer_science', 'cte', 'gifted', 'other'],
  experienceSettings: ['public', 'private', 'charter', 'international', 'title1', 'urban', 'suburban',
    'rural', 'virtual', 'esol_classroom', 'inclusion', 'dual_language', 'gifted_program'],
  skills: ['classroom_management', 'differentiated_instruction', 'lesson_planning', 'data_driven_instruction',
    'technology_integration', 'esol_strategies', 'iep_support', 'project_based_learning', 'literacy_instruction',
    'stem_instruction', 'family_engagement', 'social_emotional_learning', 'culturally_responsive_teaching',
    'collaboration_plc', 'bilingual_instruction', 'behavior_intervention', 'curriculum_development',
    'mentoring_coaching'],
  designations: ['traditional', 'title1', 'magnet', 'charter', 'turnaround', 'dual_language', 'ese_center',
    'career_academy', 'virtual'],
  vacancyTypes: ['full_time', 'part_time', 'substitute', 'long_term_substitute'],
  applicationStatuses: ['pending', 'on-hold', 'candidate', 'withdrawn'],
};

/** EMPTY is a new teacher's preferences. */
export const EMPTY: Preferences = { gradeLevels: [], subjects: [], subjectOther: '', experienceSettings: [], skills: [] };

/** SAVED are the preferences of a teacher who has filled them in. */
export const SAVED: Preferences = {
  gradeLevels: ['middle', 'high'],
  subjects: ['math', 'other'],
  subjectOther: 'Robotics',
  experienceSettings: ['public', 'title1'],
  skills: ['classroom_management', 'lesson_planning', 'stem_instruction', 'esol_strategies', 'family_engagement'],
};

type Reply = { status: number; body: unknown };

const teacher = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null, mfaEnabled: false,
};

function json({ status, body }: Reply) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * fakePreferencesApi stands in for the API of a signed-in teacher whose preferences are `saved`.
 * A PUT is recorded, and answered with a queued reply or else saved and echoed back.
 */
export function fakePreferencesApi(saved: Preferences = EMPTY) {
  const state = { saved, puts: [] as Preferences[] };
  const replies: Reply[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    if (path === '/auth/me') return json({ status: 200, body: { user: teacher } });
    if (path === '/options') return json({ status: 200, body: OPTIONS });
    if (path === '/me/preferences' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Preferences;
      state.puts.push(body);
      const reply = replies.shift();
      if (reply) return json(reply);
      state.saved = body;
      return json({ status: 200, body });
    }
    if (path === '/me/preferences') return json({ status: 200, body: state.saved });
    return json({ status: 404, body: { code: 'not_found', message: 'No such API endpoint' } });
  });
  return {
    state,
    /** reply queues the answer to the next PUT. */
    reply(next: Reply) {
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
