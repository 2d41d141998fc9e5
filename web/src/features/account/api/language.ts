import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';
import type { Language } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { ME } from '../components/require-user';

/**
 * saveLanguage sets the signed-in user's account language (PUT /api/me/language), so the mails
 * they are sent from now on are written in it, and keeps the signed-in user the app holds in step.
 */
export async function saveLanguage(language: Language) {
  const { user } = await api<Answer<'/api/me/language', 'put'>>('/me/language', { method: 'PUT', body: { language } });
  queryClient.setQueryData(ME, user);
  return user;
}

/** useSaveLanguage is saveLanguage for a form. */
export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage });
}
