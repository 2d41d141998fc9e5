import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/*
 * Leaving a form with unsaved changes asks first. react-router's useBlocker would do this, but it
 * only works under a data router, and moving the app to one adds 17 kB (compressed) to the
 * framework chunk that every page downloads, the home page included. The app's router sends every
 * in-app navigation (a link, navigate()) through its navigator's push or replace, so the forms
 * with changes guard those two instead; a reload, a closed tab or another site is the browser's
 * own question (beforeunload). The browser's Back button is not asked about.
 */

/** Guard is a form with unsaved changes on the page of `path`, which asks before a navigation goes on. */
type Guard = { path: string; ask: (go: () => void) => void };

// The forms with unsaved changes, in the order they got them; the first one asks.
const guards = new Set<Guard>();
let restore: (() => void) | null = null;

/** leavesPage tells whether a navigation goes to another page than `path` (not another #hash or ?query of it). */
function leavesPage(to: To, path: string): boolean {
  const next = typeof to === 'string' ? new URL(to, `http://app${path}`).pathname : to.pathname;
  return next !== undefined && next !== path;
}

/** guard wraps a method of the navigator: a navigation to another page waits for the first form's answer. */
function guard(method: Navigator['push']): Navigator['push'] {
  return (to, state, options) => {
    const first = guards.values().next().value;
    const go = () => method(to, state, options);
    if (first && leavesPage(to, first.path)) first.ask(go);
    else go();
  };
}

function watch(navigator: Navigator, form: Guard) {
  guards.add(form);
  if (!restore) {
    const { push, replace } = navigator;
    navigator.push = guard(push);
    navigator.replace = guard(replace);
    restore = () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }
  return () => {
    guards.delete(form);
    if (guards.size === 0) {
      restore?.();
      restore = null;
    }
  };
}

/** askBeforeUnload makes the browser ask before the page is reloaded or left for another site. */
function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/**
 * useUnsavedChanges asks before the page is left while `dirty` (a form's values differ from what
 * was saved). It returns whether a navigation is `waiting` for an answer, and the two answers:
 * `stay` drops it, `leave` lets it go on.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const stop = watch(navigator, { path: pathname, ask: (go) => setWaiting(() => go) });
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      stop();
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [dirty, navigator, pathname]);

  function leave() {
    setWaiting(null);
    // The changes are given up: no form stops this navigation again.
    guards.clear();
    restore?.();
    restore = null;
    waiting?.();
  }
  return { waiting: waiting !== null, stay: () => setWaiting(null), leave };
}

/**
 * UnsavedChanges, placed in a form, asks "Leave without saving?" (Stay or Leave) with the shared
 * confirm dialog when the visitor goes to another page of the app while `dirty`, and lets the
 * browser ask on a reload or when the tab closes. Saving makes the form clean again, which ends it.
 */
export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('common');
  const { waiting, stay, leave } = useUnsavedChanges(dirty);
  return (
    <ConfirmDialog
      title={waiting ? t('unsaved.title') : null}
      confirmLabel={t('unsaved.leave')}
      busyLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      busy={false}
      error={null}
      onConfirm={leave}
      onClose={stay}
    >
      <p>{t('unsaved.text')}</p>
    </ConfirmDialog>
  );
}
