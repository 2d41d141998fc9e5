import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type Meta = { routes: Record<string, unknown> };

const meta = JSON.parse(
  readFileSync(new URL('../src/locales/en/meta.json', import.meta.url), 'utf8'),
) as Meta;

/** Every path of the route table: the meta texts hold one entry per route (a unit test checks). */
export const routePaths = Object.keys(meta.routes);

/** A path that no route serves. */
export const unknownPath = '/this-page-does-not-exist';

/** storeLanguage puts a value in local storage before any page script runs, on every load. */
export async function storeLanguage(page: Page, value: string) {
  await page.addInitScript((language) => localStorage.setItem('language', language), value);
}

/** openPage loads a path and waits until its heading is on screen. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
