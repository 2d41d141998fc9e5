import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { logout } from '../api/account';
import styles from './signed-in-layout.module.css';

/** AreaLink is one entry of a signed-in area's sidebar. */
export type AreaLink = { to: string; label: string };

/**
 * SignedInLayout is the frame of a signed-in area: the sidebar with the area's pages and Log out,
 * beside the page itself.
 */
export function SignedInLayout({ links, children }: { links: AreaLink[]; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className={`container ${styles.layout}`}>
      <nav aria-label={t('nav.label')} className={styles.sidebar}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}

/**
 * LogoutButton ends the session and loads the login page as a new document: nothing the user saw
 * stays in this tab's memory for whoever uses the computer next, and no signed-in page is left
 * behind to send the browser to the login page a second time, over the page they go on to.
 */
export function LogoutButton() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await logout();
    } finally {
      // Whatever the server said, this browser forgets the user.
      window.location.assign('/user/login');
    }
  }
  return (
    <button type="button" className={styles.logout} disabled={busy} onClick={() => void signOut()}>
      {busy ? t('nav.loggingOut') : t('nav.logout')}
    </button>
  );
}
