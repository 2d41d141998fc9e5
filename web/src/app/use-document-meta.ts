import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { normalizePath } from '@/app/routes';

type PageMeta = { title: string; description: string };

/**
 * useDocumentMeta keeps the document title and meta description in line with
 * the current page and language, from the `meta` namespace.
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('meta');
  const language = i18n.language;

  useEffect(() => {
    const pages: Record<string, PageMeta | undefined> = t('routes', { returnObjects: true });
    const meta = pages[normalizePath(pathname)] ?? t('notFound', { returnObjects: true });
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, language, t]);
}
