import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, nextPath } from './api/account';

// The redirect-target check, fuzzed: whatever a link's `?next=` holds, the page a sign-in leads
// to is on this site. The generated targets mix any characters with the pieces of known tricks
// (slashes and backslashes, tabs and newlines the browser drops, dot segments, encoded slashes,
// user-info and scheme separators).
const tricks = ['/', '\\', '\t', '\n', '\r', ' ', '.', '..', '%2F', '%5C', '%09', ':', '@', '?', '#', 'evil.example', 'https:', 'javascript:'];
const targets = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...tricks), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...tricks), { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
);

describe('the redirect-target check (property test)', () => {
  it('leads only to a path of this site, read as the browser reads it', () => {
    const origin = window.location.origin;
    fc.assert(
      fc.property(targets, (next) => {
        const path = nextPath(next, 'teacher');
        // A path with one leading slash, which stays on this site however a browser resolves it,
        // and which the check itself keeps as it is.
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(new URL(path, origin).origin).toBe(origin);
        expect(new URL(path, 'https://teachbay.example/a/b').origin).toBe('https://teachbay.example');
        expect(nextPath(path, 'teacher')).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every ordinary path of this site, with its query and fragment', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[a-z0-9=&]{0,12}$/), (parts, query) => {
        const next = `/${parts.join('/')}${query ? `?${query}` : ''}`;
        expect(nextPath(next, 'school')).toBe(next);
      }),
    );
  });

  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/.//evil.example'],
    ['/\\/evil.example'],
    ['//evil.example'],
  ])('sends %j to the home page', (next) => {
    expect(nextPath(next, 'teacher')).toBe(HOME.teacher);
  });
});
