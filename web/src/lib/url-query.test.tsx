import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { choiceOf, pageOf, searchParamsOf, textOf, useListQuery, wholeNumberOf } from './url-query';

const params = (search: string) => new URLSearchParams(search);

describe('a list query in the URL', () => {
  it('reads a page from 1, and 1 for anything else', () => {
    expect(pageOf(params('page=3'))).toBe(3);
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) expect(pageOf(params(search)), search).toBe(1);
  });

  it('reads a choice among its values, text trimmed, and a whole number in its bounds; anything else is unset', () => {
    expect(choiceOf(params('sort=deadline'), 'sort', ['newest', 'deadline'])).toBe('deadline');
    expect(choiceOf(params('sort=oldest'), 'sort', ['newest', 'deadline'])).toBeUndefined();
    expect(textOf(params('q=+math+'), 'q')).toBe('math');
    expect(textOf(params('q=+'), 'q')).toBeUndefined();
    expect(wholeNumberOf(params('days=7'), 'days', 1, 366)).toBe(7);
    for (const search of ['', 'days=0', 'days=367', 'days=2.5', 'days=week']) expect(wholeNumberOf(params(search), 'days', 1, 366), search).toBeUndefined();
  });

  it('writes what is set, leaving out what is empty, a default and the first page', () => {
    const defaults = { sort: 'newest', page: 1 };
    expect(searchParamsOf({ q: 'math', schoolId: '', status: undefined, sort: 'newest', page: 1 }, defaults).toString()).toBe('q=math');
    expect(searchParamsOf({ q: 'ciencias naturales', sort: 'deadline', page: 2 }, defaults).toString()).toBe('q=ciencias+naturales&sort=deadline&page=2');
    expect(searchParamsOf({ page: 1, pageSize: 10 }).toString()).toBe('pageSize=10');
  });
});

describe('a list query changed twice before it renders again', () => {
  it('keeps both changes, as two filters chosen one after the other do', () => {
    const read = (current: URLSearchParams) => ({ schoolId: textOf(current, 'schoolId'), sort: textOf(current, 'sort') });
    const { result } = renderHook(() => ({ list: useListQuery(read), location: useLocation() }), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/school/vacancies?page=3']}>{children}</MemoryRouter>,
    });
    // Both calls use the `show` of one render, as two change events that come before React renders.
    const { show } = result.current.list;
    act(() => {
      show({ schoolId: 's-1' });
      show({ sort: 'deadline' });
    });
    expect(result.current.location.search).toBe('?schoolId=s-1&sort=deadline');
    expect(result.current.list.query).toEqual({ schoolId: 's-1', sort: 'deadline' });
  });
});
