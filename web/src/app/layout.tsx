import { Suspense, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/app/footer';
import { Header } from '@/app/header/header';
import { RouteError } from '@/app/route-error';
import { useDocumentMeta } from '@/app/use-document-meta';
import { ErrorBoundary } from '@/components/error-boundary';
import { ScrollToTop } from '@/components/scroll-to-top';

/** Layout is the frame shared by every page: skip link, header, main content and footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentMeta();

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop focusTarget={mainRef} />
    </>
  );
}
