import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { SearchCombobox } from '@/features/search/components/search-combobox';
import { useSessionHint } from '@/lib/browser';
import type { Language } from '@/lib/i18n';
import styles from './header.module.css';

const NAV_ITEMS = [
  { to: '/', label: 'nav.home' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/explore', label: 'nav.explore' },
  { to: '/teach', label: 'nav.teach' },
  { to: '/vacancies', label: 'nav.vacancies' },
  { to: '/contact-us', label: 'nav.contactUs' },
] as const;

const MENU_ID = 'site-menu';

// The signed-in user's menu, in a chunk of its own that visitors never download.
const UserMenu = lazy(() => import('@/features/account/components/user-menu'));

/**
 * saveAccountLanguage makes a signed-in user's choice of language their account's too, so their
 * mails follow it (docs/api.md "Accounts"). The call loads in a small chunk of its own,
 * beside the code the user's menu has already brought, so a visitor never downloads it. A failure
 * changes nothing on screen: the switch has applied to the page, and the account settings show the
 * language the account keeps.
 */
function saveAccountLanguage(language: Language) {
  import('@/features/account/api/language').then(({ saveLanguage }) => saveLanguage(language)).catch(() => {});
}

/**
 * Header holds the logo, the main navigation, search, language and login.
 * Below 900 px the navigation folds behind a Menu button.
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the page it was opened on, so it closes by itself on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const signedIn = useSessionHint();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  function closeOnLinkClick(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a')) setOpenOn(null);
  }

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <Logo className={styles.logo} />
          <span>{t('brand.name')}</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span>{t('menu.button')}</span>
        </button>
        <div
          id={MENU_ID}
          className={styles.panel}
          data-open={open}
          onClick={closeOnLinkClick}
        >
          <div className={styles.tools}>
            <SearchCombobox onNavigate={() => setOpenOn(null)} />
            <LanguageSelect onChoose={signedIn ? saveAccountLanguage : undefined} />
            {signedIn ? (
              <Suspense fallback={<LoginLink />}>
                <UserMenu signedOut={<LoginLink />} />
              </Suspense>
            ) : (
              <LoginLink />
            )}
          </div>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={styles.navLink}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

function LoginLink() {
  const { t } = useTranslation();
  return (
    <NavLink to="/user/login" className={`button ${styles.login}`}>
      {t('nav.login')}
    </NavLink>
  );
}
