import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { QueryBoundary } from './query-boundary';

/** Page reads `read` under its own key and shows what it got. */
function Page({ name, read }: { name: string; read: () => Promise<string> }) {
  const answer = useQuery({ queryKey: ['boundary-test', name], queryFn: read, retry: false });
  return <p>{answer.data ?? 'Loading'}</p>;
}

function renderPage(name: string, read: () => Promise<string>, notFound?: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary fallback={<p>The page failed</p>}>
        <QueryBoundary notFound={notFound && <h1>{notFound}</h1>}>
          <Page name={name} read={read} />
        </QueryBoundary>
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

const unavailable = () => new ApiError(503, 'unavailable', 'try later');

describe('the query boundary of a data route', () => {
  it('shows "We could not load" when the first read fails, and the page once Try again reads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const read = vi.fn().mockRejectedValueOnce(unavailable()).mockResolvedValueOnce('Ten vacancies');
    renderPage('retry', read);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ten vacancies')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again what failed when the page is entered again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = vi.fn().mockRejectedValueOnce(unavailable()).mockResolvedValueOnce('Ten vacancies');
    const first = renderPage('again', read);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();
    renderPage('again', read);
    expect(await screen.findByText('Ten vacancies')).toBeInTheDocument();
  });

  it("shows the page's Not found when the API says that what it names does not exist", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage('missing', () => Promise.reject(new ApiError(404, 'not_found', 'not found')), 'Vacancy not found');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again for a 404 on a page that names nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage('gone', () => Promise.reject(new ApiError(404, 'not_found', 'not found')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("leaves what is not a failed read to the layout's boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('a bug');
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary fallback={<p>The page failed</p>}>
          <QueryBoundary>
            <Broken />
          </QueryBoundary>
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(await screen.findByText('The page failed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
