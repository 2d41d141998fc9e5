import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, type Column } from '@/components/data-table/data-table';
import { formatDate } from '@/lib/dates';
import { MAX_REFERENCES, useReferences, type Reference, type ReferenceAction } from '../api/references';
import styles from './references.module.css';

/** RowChoice is a button of a row: what it does to the referee. */
export type RowChoice = ReferenceAction | 'edit';

type Props = {
  /** onChoose is told which button of which row was pressed. */
  onChoose: (reference: Reference, choice: RowChoice) => void;
  /** busy disables the buttons while an action is sent. */
  busy: boolean;
};

/**
 * ReferenceList shows the teacher's referees with what she may know of each: the status and its
 * dates, never the answers. A draft can be edited, deleted or sent; an unanswered request withdrawn; a
 * request sent again once the server's `resendableAt` has passed, and until then the day it will.
 */
export function ReferenceList({ onChoose, busy }: Props) {
  const { t, i18n } = useTranslation('references');
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '');

  const button = (reference: Reference, choice: RowChoice) => (
    <button
      type="button"
      className={`button button-secondary ${styles.small}`}
      aria-label={t(`actions.labels.${choice === 'request' ? resendOrSend(reference) : choice}`, { name: reference.name })}
      disabled={busy}
      onClick={() => onChoose(reference, choice)}
    >
      {t(`actions.${choice === 'request' ? resendOrSend(reference) : choice}`)}
    </button>
  );

  const columns: Column<Reference>[] = [
    {
      header: t('list.referee'),
      title: true,
      cell: (reference) => (
        <>
          {reference.name}
          <span className={styles.muted}>{reference.email}</span>
        </>
      ),
    },
    {
      header: t('list.relationship'),
      cell: (reference) => (
        <>
          {t(`relationships.${reference.relationship}`)}
          <span className={styles.muted}>{reference.organization}</span>
        </>
      ),
    },
    {
      header: t('list.status'),
      cell: (reference) => {
        const resendable = reference.resendableAt;
        const waiting = resendable !== null && reference.status !== 'draft' && Date.parse(resendable) > Date.now();
        return (
          <>
            {t(`status.${reference.status}`, { date: day(reference.status === 'received' ? reference.receivedAt : reference.requestedAt) })}
            {waiting && <span className={styles.muted}>{t('resendOn', { date: day(resendable) })}</span>}
          </>
        );
      },
    },
    {
      header: t('list.actions'),
      kind: 'actions',
      hideHeader: true,
      cell: (reference) => (
        <RowActions>
          {reference.status === 'draft' && (
            <>
              {button(reference, 'request')}
              {button(reference, 'edit')}
              {button(reference, 'delete')}
            </>
          )}
          {reference.status !== 'draft' && canResend(reference) && button(reference, 'request')}
          {(reference.status === 'requested' || reference.status === 'expired') && button(reference, 'withdraw')}
        </RowActions>
      ),
    },
  ];

  return (
    <DataTable
      query={useReferences()}
      status={{ loading: t('loading'), none: t('list.none'), found: (count) => t('list.found', { count, max: MAX_REFERENCES }) }}
      caption={t('list.table')}
      columns={columns}
      rowKey={(reference) => reference.id}
    />
  );
}

/** canResend tells whether a request may be sent again now: the server says from when, or never (null). */
function canResend(reference: Reference): boolean {
  return reference.resendableAt !== null && Date.parse(reference.resendableAt) <= Date.now();
}

/** resendOrSend names the request button: "Send request" for a draft, "Send again" after that. */
function resendOrSend(reference: Reference): 'send' | 'resend' {
  return reference.status === 'draft' ? 'send' : 'resend';
}
