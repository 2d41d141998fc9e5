import { useJsApiLoader } from '@react-google-maps/api';
import { useEffect } from 'react';
import { i18n } from '@/lib/i18n';

// Google's loader takes its options once per page: every map keeps the language the first loaded in.
let loaderLanguage: string | undefined;

/**
 * useGoogleMaps loads Google's map script, once per page, with the browser key of GET /api/config,
 * and tells whether it has loaded. `onFail` hears that the map cannot be shown: the script is
 * blocked or the browser offline, or Google refuses the key. Only the maps import it, each in a
 * chunk of its own, on a page whose route has the `maps` Content-Security-Policy
 * (src/app/routes.json).
 */
export function useGoogleMaps(apiKey: string, onFail: () => void): boolean {
  loaderLanguage ??= i18n.language;
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    language: loaderLanguage,
    region: 'US',
    // Google's map would load the Roboto font from Google; TeachBay loads no third-party fonts.
    preventGoogleFontsLoading: true,
  });

  useEffect(() => {
    if (loadError) onFail();
  }, [loadError, onFail]);
  useEffect(() => {
    // Google calls this when it refuses the key (wrong referrer, billing): the map stays grey.
    const w = window as Window & { gm_authFailure?: () => void };
    w.gm_authFailure = onFail;
    return () => {
      delete w.gm_authFailure;
    };
  }, [onFail]);
  return isLoaded;
}
