/// <reference types="node" />
// Holds the audit log's words to what the server records: every action the Go service writes must
// be in AUDIT_ACTIONS (so the filter offers it) and have a text in English and Spanish (so the log
// never shows a bare code).
import { readdirSync, readFileSync } from 'node:fs';
import type { TFunction, TOptions } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import description from '../../../shared/disclosures.json';
import { AUDIT_ACTIONS, DISCLOSURE_SECTIONS } from './api/audit';
import { actionLabel } from './components/audit-log';

// The service layer writes every audit row (docs/design.md §6: "every read or write of an SSN or a
// disclosure, and every admin change"). strength.go holds codes of another kind, the parts of a
// profile ("disclosures.criminal"), and records nothing.
const SERVICE = '../internal/service'; // the tests run in web/
const sources = Object.fromEntries(
  readdirSync(SERVICE)
    .filter((name) => name.endsWith('.go') && !name.endsWith('_test.go') && name !== 'strength.go')
    .map((name) => [name, readFileSync(`${SERVICE}/${name}`, 'utf8')]),
);

const CODE = /"([a-z][a-z_]*(?:\.[a-z][a-z_]*)+)"/g;
// An action built from parts, as "disclosure." + section + ".read".
const BUILT = /"([a-z][a-z_.]*\.)"\s*\+\s*\w+\s*\+\s*"(\.[a-z][a-z_.]*)"/g;

/** recordedActions are the audit actions the Go source of the service can write. */
function recordedActions(): string[] {
  const codes = new Set<string>();
  for (const [path, source] of Object.entries(sources)) {
    for (const [, code] of source.matchAll(CODE)) codes.add(code);
    for (const [whole, prefix, suffix] of source.matchAll(BUILT)) {
      // Only the disclosure reads are built so; another would need its parts known here.
      if (prefix !== 'disclosure.' || suffix !== '.read') throw new Error(`${path}: an action built as ${whole}`);
      for (const section of DISCLOSURE_SECTIONS) codes.add(`${prefix}${section}${suffix}`);
    }
  }
  return [...codes].sort();
}

describe('the audit log’s actions', () => {
  it('are read from the Go source of the service', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(recordedActions()).toEqual(expect.arrayContaining(['user.disable', 'school.move', 'disclosure.criminal.read']));
  });

  it('are every action the server records, and no other', () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual(recordedActions());
  });

  it('name every disclosure section', () => {
    expect([...DISCLOSURE_SECTIONS].sort()).toEqual(description.sections.map((section) => section.key).sort());
  });

  it.each(['en', 'es'] as const)('each have words of their own in %s', async (language) => {
    await initI18n(language, ['admin']);
    // Without the fallback to English, so that a text missing in Spanish shows.
    const translate = i18n.t.bind(i18n) as unknown as (key: string, options: TOptions) => string;
    const t = ((key: string, options?: TOptions) =>
      translate(key, { ...options, lng: language, ns: 'admin', fallbackLng: false })) as unknown as TFunction<'admin'>;
    const labels = AUDIT_ACTIONS.map((action) => actionLabel(action, t));
    const bare = AUDIT_ACTIONS.filter((action, index) => labels[index] === action || labels[index].includes('audit.'));
    expect(bare, 'actions without a text').toEqual([]);
    expect(new Set(labels).size, 'two actions with the same words').toBe(AUDIT_ACTIONS.length);
  });
});
