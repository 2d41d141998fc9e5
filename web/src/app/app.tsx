import { startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { i18n, setLanguage, type Language } from '@/lib/i18n';

type Props = {
  /** The visitor's stored language, when it is not the one the page was served in (src/boot.tsx). */
  switchTo?: Language;
};

/**
 * App wires the providers (texts, routing) around the pages. Server data has no app-wide
 * provider: the router puts each page that reads the API inside the query boundary
 * (src/app/query-boundary.tsx).
 * The build's pre-render (src/entry-server.tsx) wires the same around a static router.
 */
export function App({ switchTo }: Props) {
  const texts = useServedTextsFirst(switchTo);
  return (
    <I18nextProvider i18n={texts}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}

/**
 * useServedTextsFirst gives the texts to render with. When the visitor's stored language is not
 * the one the page was served in, the page is hydrated with a copy of the texts held in the served
 * language: React hydrates a page in parts (the page, then each section whose code arrives later),
 * and each part must render what the server wrote, whenever its turn comes. Once the frame is
 * hydrated, the app switches to the stored language (and its cookie) and hands the real texts down
 * in a transition, and React hydrates any part still waiting in the served language before it
 * renders that part in the new one.
 */
function useServedTextsFirst(switchTo: Language | undefined) {
  const [texts, setTexts] = useState(() => (switchTo ? i18n.cloneInstance({ lng: i18n.language }) : i18n));
  useEffect(() => {
    if (!switchTo) return;
    void setLanguage(switchTo).then(() => startTransition(() => setTexts(i18n)));
  }, [switchTo]);
  return texts;
}
