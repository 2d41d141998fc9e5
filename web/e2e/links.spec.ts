import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openPage } from './support';

type Route = { path: string; visibility: string };

const routes = JSON.parse(
  readFileSync(new URL('../src/app/routes.json', import.meta.url), 'utf8'),
) as Route[];
// /essentials keeps its chosen category in the hash (#water): a selection, not a section.
const HASH_IS_SELECTION = new Set(['/essentials']);

const publicPaths = routes.filter((route) => route.visibility === 'public').map((route) => route.path);

/**
 * A crawl of every public page: each internal link leads to a page that exists (not the 404
 * page) and, when it names a section (#id), to a page that has it; each file link answers; each
 * link that opens a new tab carries rel="noopener noreferrer".
 */
test('no public page has a broken internal link', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const idsByPath = new Map<string, Set<string>>();
  const links = new Map<string, string>(); // target → the page that links to it
  const files = new Set<string>();

  for (const path of publicPaths) {
    await openPage(page, path);
    const found = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel') ?? '',
        text: a.textContent?.trim() ?? '',
      })),
    );
    idsByPath.set(path, new Set(await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id))));
    for (const link of found) {
      const url = new URL(link.href);
      if (link.target === '_blank') {
        expect(link.rel.split(' '), `${path}: "${link.text}"`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
      if (url.origin !== new URL(baseURL!).origin) {
        if (url.protocol.startsWith('http')) expect(link.target, `${path}: external "${link.text}" opens in a new tab`).toBe('_blank');
        continue;
      }
      if (/\.[a-z0-9]+$/i.test(url.pathname)) files.add(url.pathname);
      else links.set(url.pathname + url.hash, path);
    }
  }

  for (const [target, from] of links) {
    const [path, hash] = target.split('#');
    let ids = idsByPath.get(path);
    if (!ids) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), `${from} links to ${path}`).toBeVisible();
      await expect(page, `${from} links to ${path}, which is not found`).not.toHaveTitle(/not found|no encontrada/i);
      ids = new Set(await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id)));
      idsByPath.set(path, ids);
    }
    if (hash && !HASH_IS_SELECTION.has(path)) expect([...ids], `${from} links to ${target}`).toContain(hash);
  }

  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
  }
});
