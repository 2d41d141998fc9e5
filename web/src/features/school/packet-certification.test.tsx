import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificationSummary } from '@/lib/api-types';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, packet, signOut } from './test/fake-school-api';

afterEach(async () => {
  signOut();
  await initI18n('en');
});

/** certificationLine opens Ana's packet with `certification` and reads its line. */
async function certificationLine(certification: CertificationSummary | null, term = 'Certification') {
  const api = fakeSchoolApi();
  api.state.packet = packet({ certification });
  renderApp('/school/applications/a-1');
  await screen.findByRole('heading', { level: 1, name: 'Ana Cruz' }, { timeout: 10_000 });
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe("the packet's line of the certification path", { timeout: 30_000 }, () => {
  it('gives the route, the steps done and the next one', async () => {
    const line = await certificationLine({ route: 'foreign_degree', done: 4, total: 10, next: 'fingerprints' });
    expect(line).toBe('Foreign degree route · 4 of 10 steps · next: Fingerprints');
  });

  it('says when every step is done', async () => {
    expect(await certificationLine({ route: 'other_state', done: 5, total: 5, next: null })).toBe(
      "Another state's certificate · all 5 steps done",
    );
  });

  it('says when the teacher saved no path', async () => {
    expect(await certificationLine(null)).toBe('No certification path saved');
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    const line = await certificationLine({ route: 'us_degree', done: 2, total: 9, next: 'fingerprints' }, 'Certificación');
    expect(line).toBe('Vía de título de EE. UU. · 2 de 9 pasos · siguiente: Huellas dactilares');
  });
});
