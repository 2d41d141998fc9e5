import { describe, expect, it } from 'vitest';
import type { SearchEntry } from './build-search-index';
import { fold, searchPages } from './search-pages';

function entry(path: string, fields: Partial<SearchEntry>): SearchEntry {
  return { path, title: '', description: '', headings: [], keywords: [], ...fields };
}

const pages: SearchEntry[] = [
  entry('/community', {
    title: 'Comunidad',
    description: 'Organizaciones de la zona y educación para adultos.',
  }),
  entry('/teach', {
    title: 'Enseña en Florida',
    description: 'Recursos docentes.',
    headings: ['Certificación docente', 'Educación continua'],
    keywords: ['licencia', 'J-1'],
  }),
  entry('/online-courses', { title: 'Educación en línea', description: 'Cursos gratuitos.' }),
  entry('/relocation-support', { title: 'Mudanza', keywords: ['visa', 'educación'] }),
];

const paths = (query: string, limit?: number) =>
  searchPages(query, pages, limit).map((hit) => hit.path);

describe('fold', () => {
  it('drops case and accents', () => {
    expect(fold('Educación ÑANDÚ')).toBe('educacion nandu');
  });
});

describe('searchPages', () => {
  it('ignores case and accents on both sides', () => {
    expect(paths('EDUCACION')).toContain('/online-courses');
    expect(paths('mudánza')).toEqual(['/relocation-support']);
  });

  it('matches the start of words, not their middle', () => {
    expect(paths('certif')).toEqual(['/teach']);
    expect(paths('ficacion')).toEqual([]);
  });

  it('needs every word of the query, wherever on the page it is', () => {
    expect(paths('florida licencia')).toEqual(['/teach']);
    expect(paths('florida visa')).toEqual([]);
  });

  it('ranks title over heading over keyword over description, then keeps the index order', () => {
    expect(paths('educacion')).toEqual([
      '/online-courses',
      '/teach',
      '/relocation-support',
      '/community',
    ]);
  });

  it('finds hyphenated words written with or without the hyphen', () => {
    expect(paths('J-1')).toEqual(['/teach']);
    expect(paths('j1')).toEqual(['/teach']);
  });

  it('returns at most `limit` pages', () => {
    expect(paths('educacion', 2)).toEqual(['/online-courses', '/teach']);
  });

  it('gives the heading that matches best, or none', () => {
    const [teach] = searchPages('educacion continua', pages);
    expect(teach.heading).toBe('Educación continua');
    expect(searchPages('florida', pages)[0].heading).toBeUndefined();
  });

  it('returns nothing for a blank query or one made of punctuation', () => {
    expect(paths('   ')).toEqual([]);
    expect(paths(' - ¿? ')).toEqual([]);
  });
});
