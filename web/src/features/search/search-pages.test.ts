import { describe, expect, it } from 'vitest';
import { searchPages, type PageEntry } from './search-pages';

const pages: PageEntry[] = [
  { path: '/housing-resources', title: 'Housing', description: 'Find a home near your school.' },
  { path: '/teach', title: 'Enseña en Florida', description: 'Certificación docente.' },
];

describe('searchPages', () => {
  it('finds pages by any word of their title or description, ignoring case', () => {
    expect(searchPages('HOUSING', pages).map((page) => page.path)).toEqual(['/housing-resources']);
    expect(searchPages('school', pages).map((page) => page.path)).toEqual(['/housing-resources']);
  });

  it('ignores accents', () => {
    expect(searchPages('certificacion ensena', pages).map((page) => page.path)).toEqual(['/teach']);
  });

  it('needs every word to match', () => {
    expect(searchPages('housing florida', pages)).toEqual([]);
  });

  it('returns nothing for a blank query', () => {
    expect(searchPages('   ', pages)).toEqual([]);
  });
});
