import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmSubscription } from '@/features/subscribe/api/confirm-subscription';
import { useStopRecommendations } from '@/features/subscribe/api/stop-recommendations';
import { useStopSearch } from '@/features/subscribe/api/stop-search';
import { useUnsubscribe } from '@/features/subscribe/api/unsubscribe';
import { ApiError } from '@/lib/api-client';
import styles from './mail-link-notice.module.css';

/**
 * The links of TeachBay's mails that land here: the newsletter's /subscribe?unsubscribe=T and
 * /subscribe?confirm=T, the job recommendations' /subscribe?stopRecommendations=T and a saved
 * search's alert's /subscribe?stopSearch=T (where the server's GET of that link redirects).
 */
const ACTIONS = ['unsubscribe', 'confirm', 'stopRecommendations', 'stopSearch'] as const;

type MailLink = { action: (typeof ACTIONS)[number]; token: string };

function linkIn(params: URLSearchParams): MailLink | null {
  for (const action of ACTIONS) {
    const token = params.get(action);
    if (token) return { action, token };
  }
  return null;
}

/**
 * MailLinkNotice completes the links of TeachBay's e-mails on /subscribe. Opening a link changes
 * nothing (mail scanners open links too): the visitor confirms with a button, which unsubscribes
 * (?unsubscribe=T), applies the details of a new sign-up for a known address (?confirm=T) or
 * turns off a teacher's job recommendations (?stopRecommendations=T) or deletes the saved search
 * whose alert she had (?stopSearch=T).
 * Once the server has answered, the token leaves the address bar and the outcome stays on screen.
 */
export function MailLinkNotice() {
  const [params, setParams] = useSearchParams();
  const opened = linkIn(params);
  const [link, setLink] = useState(opened);
  // A link opened while the page is on screen replaces the one before.
  if (opened && (opened.action !== link?.action || opened.token !== link.token)) setLink(opened);
  if (!link) return null;

  function forget(action: MailLink['action']) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(action);
        return next;
      },
      { replace: true },
    );
  }

  return <MailLinkAction key={`${link.action}:${link.token}`} link={link} onAnswered={forget} />;
}

type Props = {
  link: MailLink;
  /** Called once the server has taken the token, or refused it. */
  onAnswered: (action: MailLink['action']) => void;
};

// A refused token is a 400 `invalid_token`: used, unknown or expired.
const refused = (error: unknown) => error instanceof ApiError && error.status === 400;

function failureKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'network';
  return error.status === 429 ? 'rateLimited' : 'server';
}

function MailLinkAction({ link, onAnswered }: Props) {
  const { t } = useTranslation('subscribe');
  const mutations = {
    unsubscribe: useUnsubscribe(),
    confirm: useConfirmSubscription(),
    stopRecommendations: useStopRecommendations(),
    stopSearch: useStopSearch(),
  };
  const mutation = mutations[link.action];
  const outcome = mutation.isSuccess ? 'done' : refused(mutation.error) ? 'invalid' : null;
  const message = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const texts = `page.${link.action}` as const;

  useEffect(() => {
    if (outcome) message.current?.focus();
    // The button lost the focus while it was disabled: give it back to try again.
    else if (mutation.isError && document.activeElement === document.body) button.current?.focus();
  }, [outcome, mutation.isError]);

  function act() {
    mutation.mutate(link.token, {
      onSuccess: () => onAnswered(link.action),
      onError: (error) => {
        if (refused(error)) onAnswered(link.action);
      },
    });
  }

  if (outcome) {
    return (
      <div className={`${styles.notice} ${outcome === 'invalid' ? styles.warning : ''}`}>
        <div
          ref={message}
          role={outcome === 'done' ? 'status' : 'alert'}
          tabIndex={-1}
          className={`container ${styles.message}`}
        >
          <p className={styles.title}>{t(`${texts}.${outcome}.title`)}</p>
          <p className={styles.body}>
            <Trans t={t} i18nKey={`${texts}.${outcome}.body`} components={{ a: <Link to="/contact-us" /> }} />
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.notice}>
      <div className="container">
        <p className={styles.title}>{t(`${texts}.title`)}</p>
        <p className={styles.body}>{t(`${texts}.body`)}</p>
        <button
          ref={button}
          type="button"
          className={`button ${styles.button}`}
          disabled={mutation.isPending}
          onClick={act}
        >
          {mutation.isPending ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </button>
        {mutation.isError && (
          <p key={mutation.submittedAt} role="alert" className={styles.failure}>
            {t(`page.linkFailed.${failureKey(mutation.error)}`)}
          </p>
        )}
      </div>
    </div>
  );
}
