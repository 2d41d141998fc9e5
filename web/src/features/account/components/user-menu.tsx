import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { QueryProvider } from '@/lib/query-client';
import { HOME } from '../api/account';
import { useCurrentUser } from './require-user';
import { LogoutButton } from './signed-in-layout';
import styles from './user-menu.module.css';

/**
 * UserMenu replaces the header's Log in link for a signed-in user: a button with their name
 * that opens their links and Log out. It loads in its own chunk, only when the session hint is
 * set; if the session turns out to be over, it is the Log in link again.
 */
export default function UserMenu({ loginClassName }: { loginClassName: string }) {
  return (
    <QueryProvider>
      <Menu loginClassName={loginClassName} />
    </QueryProvider>
  );
}

function Menu({ loginClassName }: { loginClassName: string }) {
  const { t } = useTranslation(['account', 'common']);
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The menu remembers the page it was opened on, so it closes by itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (!box.current?.contains(event.target as Node)) setOpenOn(null);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const user = me.data;
  if (!user) {
    return (
      <NavLink to="/user/login" className={`button ${loginClassName}`}>
        {t('common:nav.login')}
      </NavLink>
    );
  }
  return (
    <div ref={box} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={t('account:nav.menu', { name: user.firstName })}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {user.firstName}
      </button>
      <ul id={id} className={styles.list} hidden={!open}>
        <li>
          <Link to={HOME[user.role]}>{t('account:nav.dashboard')}</Link>
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
    </div>
  );
}
