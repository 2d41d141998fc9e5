import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute, notFoundRoute } from '@/app/routes';

type PageMeta = { title: string; description: string };

/**
 * useDocumentMeta keeps the document title and meta description in line with the current
 * page and language, from the `meta` namespace. The server sends the first page with the
 * right title and description, so `meta` is only fetched after the first navigation or
 * language switch, and the title follows once it has arrived.
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The page and language the server wrote the document for; null once either has changed.
  const served = useRef<{ pathname: string; language: string } | null>({ pathname, language });

  useEffect(() => {
    if (served.current?.pathname === pathname && served.current.language === language) return;
    served.current = null;
    let current = true;
    void i18n.loadNamespaces('meta').then(() => {
      if (current) applyMeta(i18n.getFixedT(language, 'meta'), pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname, language, i18n]);
}

function applyMeta(t: TFunction<'meta'>, pathname: string) {
  const route = findRoute(pathname);
  const pages: Record<string, PageMeta | undefined> = t('routes', { returnObjects: true });
  let meta: PageMeta | undefined;
  if (route === notFoundRoute) meta = t('notFound', { returnObjects: true });
  else if (route.visibility === 'private') meta = t('private', { returnObjects: true });
  else meta = pages[route.path];
  // Without the texts (a failed download) the document keeps the title it has.
  if (typeof meta?.title !== 'string') return;
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
}
