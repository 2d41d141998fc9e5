import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { Monogram } from '@/components/link-card';
import type { Organisation } from './organisations';
import styles from './community.module.css';

type Props = {
  organisation: Organisation;
  /** 4 under a group's H3, 3 straight under a section's H2. */
  headingLevel: 3 | 4;
};

/**
 * OrgCard shows one organisation as a list item: name, description, phone numbers as tel: links
 * and, when it has one, a button to its own website. Unlike LinkCard it works without a website
 * and with an H4, which the grouped sections need.
 */
export function OrgCard({ organisation, headingLevel }: Props) {
  const { t } = useTranslation('community');
  const { id, website, phones = [], links = [] } = organisation;
  const texts = t('orgs', { returnObjects: true })[id];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `org-${id}`;

  return (
    <li className={styles.card}>
      <span className={styles.visual} aria-hidden="true">
        <Monogram name={texts.title} />
      </span>
      <Heading id={headingId} className={styles.cardTitle}>
        {texts.title}
      </Heading>
      {'notice' in texts && <p className={styles.notice}>{texts.notice}</p>}
      <div className={styles.body}>
        {texts.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {phones.length > 0 && (
          <ul className={styles.phones} aria-labelledby={headingId}>
            {phones.map((phone) => (
              <li key={phone.tel}>
                <a href={phone.tel}>
                  {t(`phones.${phone.label}`)}: <span className={styles.number}>{phone.display}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {links.length > 0 && (
          <ul className={styles.links} aria-label={t('links.label')}>
            {links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{t(`links.${link.label}`)}</ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {website && (
        <ExternalLink href={website} className={`button button-secondary ${styles.visit}`}>
          {t('visitSite')}
          <span className="visually-hidden">: {texts.title}</span>
        </ExternalLink>
      )}
    </li>
  );
}
