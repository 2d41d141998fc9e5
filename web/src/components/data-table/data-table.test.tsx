import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/render-component';
import { DataTable, type Column, type ListQuery } from './data-table';

type Job = { id: string; position: string; school: string };

const columns: Column<Job>[] = [
  { header: 'School', cell: (job) => job.school },
  { header: 'Position', cell: (job) => job.position, title: true },
  { header: 'Actions', kind: 'actions', cell: (job) => <button type="button">Remove {job.position}</button> },
];

const JOBS: Job[] = [
  { id: '1', position: 'Math Teacher', school: 'Plant High' },
  { id: '2', position: 'Art Teacher', school: 'Blake High' },
];

const STATUS = { loading: 'Loading jobs…', none: 'No jobs yet.', found: (count: number) => `${count} jobs` };

function query(overrides: Partial<ListQuery<Job>>): ListQuery<Job> {
  return { data: undefined, isError: false, isPlaceholderData: false, refetch: vi.fn(), ...overrides };
}

function renderTable(list: ListQuery<Job>, extra: { onPage?: (page: number) => void; page?: number } = {}) {
  return renderComponent(
    <MemoryRouter>
      <p>Filters</p>
      <DataTable
        caption="Open jobs"
        columns={columns}
        query={list}
        rowKey={(job) => job.id}
        rowLink={(job) => `/jobs/${job.id}`}
        status={STATUS}
        paging={extra.onPage && { page: extra.page ?? 1, onPage: extra.onPage }}
        empty={<a href="/jobs">Browse all jobs</a>}
      />
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  it('says it is loading, then lists the rows with their title as the link and each value named for cards', async () => {
    const view = renderTable(query({}));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    view.rerender(
      <MemoryRouter>
        <DataTable caption="Open jobs" columns={columns} query={query({ data: JOBS })} rowKey={(job) => job.id} rowLink={(job) => `/jobs/${job.id}`} status={STATUS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 jobs');
    const table = screen.getByRole('table', { name: 'Open jobs' });
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['School', 'Position', 'Actions']);
    const title = within(first).getByRole('rowheader');
    expect(within(title).getByRole('link', { name: 'Math Teacher' })).toHaveAttribute('href', '/jobs/1');
    // On a phone's card each value follows its column's name; the actions need none.
    const [school, actions] = within(first).getAllByRole('cell');
    expect(school).toHaveAttribute('data-label', 'School');
    expect(school).toHaveTextContent(/^Plant High$/);
    expect(actions).not.toHaveAttribute('data-label');
    expect(within(actions).getByRole('button', { name: 'Remove Math Teacher' })).toBeInTheDocument();
    // A table wider than its frame scrolls inside it, and the frame can take the focus to scroll.
    expect(screen.getByRole('region', { name: 'Open jobs' })).toHaveAttribute('tabindex', '0');
  });

  it('says when there is nothing, with the way to find some', async () => {
    renderTable(query({ data: [] }));
    expect(await screen.findByRole('status')).toHaveTextContent('No jobs yet.');
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure in place of the rows, with a retry, leaving what is above in place', async () => {
    const refetch = vi.fn();
    const { user } = renderTable(query({ isError: true, data: JOBS, refetch }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('pages through a long list, saying which page it shows', async () => {
    const onPage = vi.fn();
    const { user } = renderTable(query({ data: { items: JOBS, total: 45, pageSize: 20 } }), { page: 2, onPage });
    expect(await screen.findByRole('status')).toHaveTextContent('45 jobs Page 2 of 3');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('keeps the previous page in sight while the next loads, saying it is loading', async () => {
    renderTable(query({ data: { items: JOBS, total: 45, pageSize: 20 }, isPlaceholderData: true }), { page: 3, onPage: vi.fn() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs…');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
