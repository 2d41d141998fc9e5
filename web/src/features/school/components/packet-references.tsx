import { useTranslation } from 'react-i18next';
import type { PacketReference } from '@/lib/api-types';
import { formatDate } from '@/lib/dates';
import { RATING_NAMES } from '@/lib/references';
import type { Packet } from '../api/applications';
import styles from './packet-references.module.css';

/**
 * SafeguardingFlag stands at the top of the packet when a referee knows of a reason the teacher
 * should not work with children (issue 33): a notice with its heading and each referee's details,
 * strong enough to be seen first, without an alert read out over the page.
 */
export function SafeguardingFlag({ packet }: { packet: Packet }) {
  const { t } = useTranslation('references');
  const concerns = packet.references.filter((reference) => reference.safeguardingConcern);
  if (concerns.length === 0) return null;
  return (
    <section aria-labelledby="packet-safeguarding" className={styles.flag}>
      <h2 id="packet-safeguarding">{t('packet.flagTitle')}</h2>
      {concerns.map((reference, index) => (
        <div key={index}>
          <p>{t('packet.flagText', { name: reference.name, position: reference.refereePosition })}</p>
          <blockquote className={styles.quote}>{reference.safeguardingDetails}</blockquote>
        </div>
      ))}
      <p>
        <a href="#packet-references">{t('packet.flagLink')}</a>
      </p>
    </section>
  );
}

/**
 * PacketReferences shows each received reference in full for the school: who wrote it and when
 * (marked when older than two years), the five ratings in words with a bar beside them, whether
 * they would hire again, the safeguarding answer and the comments.
 */
export function PacketReferences({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation('references');
  const references = packet.references;
  return (
    <section id="packet-references" aria-labelledby="packet-references-title" className="panel">
      <h2 id="packet-references-title">{t('packet.title')}</h2>
      {references.length === 0 && <p>{t('packet.none')}</p>}
      {references.map((reference, index) => (
        // The server sends the references in a fixed order and without ids: the place is the identity.
        <article key={index} aria-labelledby={`packet-reference-${index}`} className={styles.reference}>
          <h3 id={`packet-reference-${index}`}>{reference.name}</h3>
          <p className={styles.muted}>
            {[reference.refereePosition, t('packet.from', { relationship: t(`relationships.${reference.relationship}`), organization: reference.organization })]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className={styles.muted}>
            <time dateTime={reference.receivedAt}>{t('packet.received', { date: formatDate(reference.receivedAt, i18n.language) })}</time>
            {reference.older && <strong className={styles.older}>{t('packet.older')}</strong>}
          </p>
          <Ratings reference={reference} />
          <dl className={styles.answers}>
            <div>
              <dt>{t('packet.wouldRehire')}</dt>
              <dd>{t(`rehire.${reference.wouldRehire}`)}</dd>
            </div>
            {reference.safeguardingConcern && (
              <div className={styles.concern}>
                <dt>{t('packet.concern')}</dt>
                <dd>{reference.safeguardingDetails}</dd>
              </div>
            )}
            <div>
              <dt>{t('packet.comments')}</dt>
              <dd className={styles.comments}>{reference.comments || t('packet.noComments')}</dd>
            </div>
          </dl>
        </article>
      ))}
    </section>
  );
}

/** Ratings lists the five ratings, each as "4 of 5" with a bar that only repeats it for the eye. */
function Ratings({ reference }: { reference: PacketReference }) {
  const { t } = useTranslation('references');
  return (
    <ul aria-label={t('packet.ratingsCaption')} className={styles.ratings}>
      {RATING_NAMES.map((name) => {
        const value = reference.ratings[name];
        return (
          <li key={name}>
            <span className={styles.ratingName}>{t(`ratings.${name}`)}</span>
            <span aria-hidden="true" className={styles.bar}>
              <span style={{ width: `${((value ?? 0) / 5) * 100}%` }} />
            </span>
            <span>{value === null ? t('packet.notObserved') : t('packet.rating', { value })}</span>
          </li>
        );
      })}
    </ul>
  );
}
