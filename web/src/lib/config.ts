import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicConfig } from '@/lib/api-types';

/**
 * PublicConfig is the answer of GET /api/config: what the web app needs to know about the server.
 * Its recaptchaSiteKey is empty when the server checks no captcha (development without keys).
 */
export type { PublicConfig } from '@/lib/api-types';

/** getConfig fetches the server's public configuration. */
export function getConfig(): Promise<PublicConfig> {
  return api<PublicConfig>('/config');
}

/**
 * usePublicConfig returns the server's public configuration, fetched once per visit and shared
 * by every feature that reads it (the contact form's captcha key, the maps key, ...), each of which
 * goes on without it when it cannot be fetched. It needs a QueryProvider above it.
 */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity, throwOnError: false });
}
