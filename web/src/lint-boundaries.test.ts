import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web folder, where eslint.config.js is (jsdom's URL cannot resolve '..' against file:).
const testFile = decodeURIComponent(import.meta.url.replace(/^file:\/\//, ''));
const cwd = testFile.slice(0, testFile.lastIndexOf('/src/') + 1);
const eslint = new ESLint({ cwd });

/** importErrors lints one import line as if it were in `file` and returns the boundary errors. */
async function importErrors(file: string, source: string) {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${cwd}${file}` });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it.each([
    ['src/features/contact/components/contact-form.tsx', '@/features/subscribe/api/subscribe'],
    ['src/features/contact/components/contact-form.tsx', '../../subscribe/api/subscribe'],
    ['src/features/search/search-engine.ts', '../contact/api/send-contact-message'],
    ['src/features/contact/components/contact-form.tsx', '@/pages/home'],
    ['src/features/contact/components/contact-form.tsx', '../../../app/routes'],
    ['src/components/form/field.tsx', '@/features/contact/api/send-contact-message'],
    ['src/components/form/field.tsx', '../../features/contact/api/send-contact-message'],
    ['src/components/page-header.tsx', '../pages/home'],
    ['src/lib/i18n.ts', '@/app/routes'],
  ])('refuses in %s: %s', async (file, source) => {
    const errors = await importErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0].severity).toBe(2);
  });

  it.each([
    ['src/pages/contact-us/index.tsx', '@/features/contact/components/contact-form'],
    ['src/pages/subscribe/index.tsx', '../../features/subscribe/components/subscribe-form'],
    ['src/app/router.tsx', '@/features/search/components/search-combobox'],
    ['src/features/contact/components/contact-form.tsx', '@/features/contact/api/send-contact-message'],
    ['src/features/contact/components/contact-form.tsx', '../api/send-contact-message'],
    ['src/features/contact/components/contact-form.tsx', '@/components/form/input-fields'],
    ['src/features/contact/components/contact-form.tsx', '../../../lib/config'],
    ['src/components/form/field.tsx', '@/lib/api-client'],
    ['src/components/form/field.tsx', '../page-header'],
  ])('allows in %s: %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});

// Every component's source, to find the ones that bring their own query client.
const components = import.meta.glob<string>(['./features/**/*.tsx', './pages/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * OWN_PROVIDER are the components that may still wrap themselves in QueryProvider: the header's
 * user menu, which is outside every route, and the subscribe form, which the home page shows too.
 * Every other component is under a `data` route's query boundary.
 */
const OWN_PROVIDER = [
  './features/account/components/user-menu.tsx',
  // The subscribe form is on the home page too, which is not a data route.
  './features/subscribe/components/subscribe-form.tsx',
];

describe('query providers', () => {
  it('are the query boundary of a data route, not one per component', () => {
    const wrapped = Object.entries(components)
      .filter(([, source]) => /<QueryProvider>/.test(source))
      .map(([file]) => file);
    expect(wrapped.sort()).toEqual([...OWN_PROVIDER].sort());
  });
});
