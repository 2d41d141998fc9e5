import { QueryClientProvider } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

type Props = {
  /** What the page shows when the API says that what its address names does not exist. */
  notFound?: ReactNode;
  children: ReactNode;
};
/** What failed, and whether it was a read of the shared cache (told as it fails, before any reset). */
type State = { error: unknown; read: boolean };

/** forgetFailedReads resets the reads that failed before they had data, so they are asked again. */
function forgetFailedReads() {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })) {
    if (query.state.data === undefined) query.reset();
  }
}

/** isRead tells whether an error is the failure of a read in the shared cache. */
function isRead(error: unknown): boolean {
  return queryClient.getQueryCache().findAll({ predicate: (query) => query.state.error === error }).length > 0;
}

/** isMissing tells whether the API said that what the address names does not exist (400: its id is not even one). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** PageFailed takes the place of a page whose read failed: its heading, and LoadFailed's retry. */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container section">
      <h1>{t('loadFailedTitle')}</h1>
      <LoadFailed onRetry={onRetry} />
    </div>
  );
}

/**
 * QueryBoundary is around every page of a `data` route (src/app/routes.json): it gives the page
 * the shared query client and, when one of the page's reads fails before it has any data (the
 * client's default), shows LoadFailed in place of the page, whose retry asks again for what
 * failed and renders the page anew. A page that names something by its address shows `notFound`
 * when the API answers that it does not exist. Any other failure (the page's code did not load, a
 * bug) goes on to the layout's boundary. It loads in its own chunk, with the first data page.
 */
export class QueryBoundary extends Component<Props, State> {
  state: State = { error: null, read: false };

  constructor(props: Props) {
    super(props);
    // A page entered again asks again for what failed before, as it does on its first visit.
    forgetFailedReads();
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, read: isRead(error) };
  }

  retry = () => {
    forgetFailedReads();
    this.setState({ error: null, read: false });
  };

  render() {
    const { error, read } = this.state;
    let shown = this.props.children;
    if (error !== null) {
      if (!read) throw error;
      shown = this.props.notFound && isMissing(error) ? this.props.notFound : <PageFailed onRetry={this.retry} />;
    }
    return <QueryClientProvider client={queryClient}>{shown}</QueryClientProvider>;
  }
}
