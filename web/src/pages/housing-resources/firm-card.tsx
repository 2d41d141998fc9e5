import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { Monogram } from '@/components/link-card';
import styles from './housing-resources.module.css';

/** FirmEntry is one firm as the card shows it: its official name, site (if any) and description. */
export type FirmEntry = { key: string; name: string; website: string | null; text: string };

type Props = {
  /** Distinguishes the card's heading id from the other card's. */
  id: string;
  title: string;
  intro: string;
  /** The accessible name of the list of firms. */
  label: string;
  firms: readonly FirmEntry[];
};

/**
 * FirmCard is one kind of landlord, such as single-family rental companies: what they are, then
 * each firm with what the facts say of it and a link to its own site.
 */
export function FirmCard({ id, title, intro, label, firms }: Props) {
  const { t } = useTranslation('housing');
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p>{intro}</p>
      <ul className={styles.firms} aria-label={label}>
        {firms.map(({ key, name, website, text }) => (
          <li key={key} className={styles.firm}>
            <span aria-hidden="true">
              <Monogram name={name} />
            </span>
            <div>
              <h4>{name}</h4>
              <p>{text}</p>
              {website ? (
                <ExternalLink href={website}>
                  {t('visitSite')}
                  <span className="visually-hidden">: {name}</span>
                </ExternalLink>
              ) : (
                <p className={styles.muted}>{t('noWebsite')}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
