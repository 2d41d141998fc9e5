/** AdminSection is one part of the admin console: its key in the `admin` texts and its path. */
export type AdminSection = { key: SectionKey; to: string };

/** SectionKey names a part of the console (besides the overview). */
export type SectionKey =
  | 'organizations'
  | 'schools'
  | 'invitations'
  | 'users'
  | 'subscribers'
  | 'messages'
  | 'reports'
  | 'analytics'
  | 'audit';

/** ADMIN_SECTIONS are the parts of the console, in the order the sidebar and the overview list them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'organizations', to: '/admin/organizations' },
  { key: 'schools', to: '/admin/schools' },
  { key: 'invitations', to: '/admin/invitations' },
  { key: 'users', to: '/admin/users' },
  { key: 'subscribers', to: '/admin/subscribers' },
  { key: 'messages', to: '/admin/messages' },
  { key: 'reports', to: '/admin/reports' },
  { key: 'analytics', to: '/admin/analytics' },
  { key: 'audit', to: '/admin/audit' },
];
