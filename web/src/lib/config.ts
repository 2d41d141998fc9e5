import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PublicConfig is the answer of GET /api/config: what the web app needs to know about the server. */
export type PublicConfig = {
  /** The reCAPTCHA v2 site key; empty when the server checks no captcha (development without keys). */
  recaptchaSiteKey: string;
  mapsBrowserKey: string;
  languages: string[];
  /** The team inbox shown on the contact page. */
  supportEmail: string;
};

/** getConfig fetches the server's public configuration. */
export function getConfig(): Promise<PublicConfig> {
  return api<PublicConfig>('/config');
}

/**
 * usePublicConfig returns the server's public configuration, fetched once per visit and shared
 * by every feature that reads it (the contact form's captcha key, the maps key, ...). It needs a
 * QueryProvider above it.
 */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
}
