import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { AcceptInvitationInput, Answer, Body, InvitationStatus, LoginAnswer, LoginInput, RegisterInput, Role, User, UserAnswer } from '@/lib/api-types';

/** Role is who a user is to TeachBay; User is the signed-in account (docs/api.md "Accounts"). */
export type { Role, User } from '@/lib/api-types';

/** LoginInput is the body of POST /api/auth/login (kind is the login tab); RegisterInput of POST /api/auth/register. */
export type { LoginInput, RegisterInput } from '@/lib/api-types';

/**
 * LoginAnswer is what POST /api/auth/login answers: the user, signed in (a school user or admin
 * without two-factor authentication also gets mfaSetupRequired), or, for an account with an
 * authenticator app, mfaRequired and no user until POST /api/auth/mfa takes its code.
 */
export type { LoginAnswer } from '@/lib/api-types';

/** useLogin signs in; the server sets the session cookies, which scripts cannot read. */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => api<LoginAnswer>('/auth/login', { body: input }) });
}

/**
 * useVerifyCode completes a login that asked for a second step, with the 6-digit code of the
 * authenticator app or a recovery code; the server then sets the session cookies.
 */
export function useVerifyCode() {
  return useMutation({ mutationFn: (code: string) => api<UserAnswer>('/auth/mfa', { body: { code } }).then((a) => a.user) });
}

/** AcceptInvitationInput is the body of POST /api/auth/invitation/accept. */
export type { AcceptInvitationInput } from '@/lib/api-types';

/**
 * useInvitationStatus asks whether the invitation of a mailed link can still be accepted, so its
 * page can say it was used, has expired or was replaced before showing the form; "unknown" is a
 * token the server does not know. Other failures go to the page's query boundary.
 */
export function useInvitationStatus(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: (): Promise<InvitationStatus | 'unknown'> =>
      api<Answer<'/api/auth/invitation/status', 'post'>>('/auth/invitation/status', { body: { token } }).then(
        (answer) => answer.status,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'invalid_token') return 'unknown';
          throw error;
        },
      ),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

/** useAcceptInvitation creates the school user's or admin's account an invitation is for, and signs them in. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api<LoginAnswer>('/auth/invitation/accept', { body: input }),
  });
}

/** useRegister creates a teacher's account and signs them in. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api<UserAnswer>('/auth/register', { body: input }).then((a) => a.user),
  });
}

/** useForgotPassword asks for a link to set a new password; the answer never says whether the address is known. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api<Answer<'/api/auth/password/forgot', 'post', 202>>('/auth/password/forgot', { body: { email } }) });
}

/** useResetPassword sets a new password with the token of the mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: Body<'/api/auth/password/reset', 'post'>) => api<null>('/auth/password/reset', { body: input }),
  });
}

/** verifyEmail confirms the address with the token of the mailed link. */
export function verifyEmail(token: string): Promise<null> {
  return api<null>('/auth/verify-email', { body: { token } });
}

/**
 * currentUser returns the signed-in user, renewing the session once with the refresh cookie when
 * the access cookie has expired; null when nobody is signed in.
 */
export async function currentUser(): Promise<User | null> {
  try {
    return (await api<UserAnswer>('/auth/me')).user;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  try {
    return (await api<UserAnswer>('/auth/refresh', { method: 'POST' })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** logout ends the session and removes its cookies. */
export function logout(): Promise<null> {
  return api<null>('/auth/logout', { method: 'POST' });
}

/** HOME is where each role lands after signing in. */
export const HOME: Record<Role, string> = {
  teacher: '/teacher/dashboard',
  school: '/school/dashboard',
  admin: '/admin',
};

/**
 * nextPath returns where to go after signing in: `next` when it is a path of this site, otherwise
 * the role's home (docs/api.md "Accounts"). The path is read the way the browser will read it (which
 * drops tabs and newlines and takes a backslash for a slash), so neither "/<tab>/evil.example" nor
 * "/.//evil.example" can turn into a link to another site.
 */
export function nextPath(next: string | null, role: Role): string {
  if (!next?.startsWith('/')) return HOME[role];
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return HOME[role]; // "//" and the like: an address without a host
  }
  const path = url.pathname + url.search + url.hash;
  const sameSite = url.origin === window.location.origin && !path.startsWith('//');
  return sameSite ? path : HOME[role];
}

/** MFA_SETUP is the page where a user sets up two-factor authentication. */
export const MFA_SETUP = '/user/mfa-setup';

/**
 * landingPath returns where a sign-in leads: as nextPath says, unless the user must first set up
 * two-factor authentication, whose page then continues there.
 */
export function landingPath(user: User, mfaSetupRequired: boolean | undefined, next: string | null): string {
  const path = nextPath(next, user.role);
  return mfaSetupRequired ? `${MFA_SETUP}?next=${encodeURIComponent(path)}` : path;
}

/** useChangePassword replaces the signed-in user's password; their other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: Body<'/api/auth/password/change', 'post'>) =>
      api<null>('/auth/password/change', { body: input }),
  });
}

/** useDeleteAccount deletes the signed-in teacher's account, its files and its sessions. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api<null>('/me', { method: 'DELETE', body: { password } }),
  });
}
