import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryProvider } from '@/lib/query-client';
import { HOME } from '../api/account';
import { useCurrentUser } from './require-user';
import { LogoutButton } from './signed-in-layout';
import styles from './user-menu.module.css';

/** The teacher's own pages in the menu (docs/product.md §2.6 Header menu), plus account settings. */
const TEACHER_LINKS = ['profile', 'preferences', 'disclosures', 'settings'] as const;

/**
 * UserMenu replaces the header's Log in link for a signed-in user: a button with their name
 * that opens their links and Log out. It loads in its own chunk, only when the session hint is
 * set; if the session turns out to be over, it shows `signedOut` (the Log in link) instead.
 */
export default function UserMenu({ signedOut }: { signedOut: ReactNode }) {
  // The header is outside every route's query boundary, so the menu brings its own provider.
  return (
    <QueryProvider>
      <Menu signedOut={signedOut} />
    </QueryProvider>
  );
}

function Menu({ signedOut }: { signedOut: ReactNode }) {
  const { t } = useTranslation('account');
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
  if (!user) return signedOut;
  return (
    <div ref={box} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={`button button-secondary ${styles.button}`}
        aria-label={t('nav.menu', { name: user.firstName })}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {user.firstName}
      </button>
      <ul id={id} className={styles.list} hidden={!open}>
        <li>
          <Link to={HOME[user.role]}>{t('nav.dashboard')}</Link>
        </li>
        {user.role === 'teacher' &&
          TEACHER_LINKS.map((page) => (
            <li key={page}>
              <Link to={`/teacher/${page}`}>{t(`nav.${page}`)}</Link>
            </li>
          ))}
        <li>
          <LogoutButton />
        </li>
      </ul>
    </div>
  );
}
