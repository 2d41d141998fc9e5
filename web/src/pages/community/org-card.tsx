import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { LinkCard, Monogram } from '@/components/link-card';
import type { Organisation } from './organisations';
import styles from './community.module.css';

type Props = {
  organisation: Organisation;
  /** 4 under a group's H3, 3 straight under a section's H2. */
  headingLevel: 3 | 4;
};

/**
 * OrgCard shows one organisation in a list of cards: name, description, phone numbers as tel:
 * links, other links and, when it has one, a button to its own website.
 */
export function OrgCard({ organisation, headingLevel }: Props) {
  const { t } = useTranslation('community');
  const { id, website, phones = [], links = [] } = organisation;
  const texts = t('orgs', { returnObjects: true })[id];

  return (
    <LinkCard
      as="li"
      title={texts.title}
      headingLevel={headingLevel}
      href={website}
      linkLabel={t('visitSite')}
      visual={<Monogram name={texts.title} />}
      notice={'notice' in texts ? texts.notice : undefined}
    >
      {texts.text.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {phones.length > 0 && (
        <ul className={styles.phones} aria-label={`${t('phonesLabel')}: ${texts.title}`}>
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
    </LinkCard>
  );
}
