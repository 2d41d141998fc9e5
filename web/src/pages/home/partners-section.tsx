import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { Card, Section } from './section';
import styles from './home.module.css';

// Websites from the researched facts (shared/content/tampa-bay-facts.yaml).
const DISTRICTS = [
  { key: 'hillsborough', href: 'https://www.hillsboroughschools.org' },
  { key: 'pinellas', href: 'https://www.pcsb.org' },
  { key: 'pasco', href: 'https://www.pasco.k12.fl.us' },
] as const;

const FIRMS = [
  { key: 'smith', href: 'https://www.smithandassociates.com' },
  { key: 'rutenberg', href: 'https://www.charlesrutenbergrealty.com' },
] as const;

/** Website links to another organisation's site, named by its address ("pcsb.org"). */
function Website({ href }: { href: string }) {
  return (
    <ExternalLink href={href} className={styles.external}>
      {new URL(href).hostname.replace(/^www\./, '')}
    </ExternalLink>
  );
}

/**
 * DistrictsSection lists the three county school districts with links to their public sites.
 * TeachBay has no agreement with them (content review 2026-11), so it never calls them partners.
 */
export function DistrictsSection() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="school-districts"
      title={t('partners.title')}
      intro={t('partners.intro')}
      tone="sand"
    >
      <ul className={styles.grid}>
        {DISTRICTS.map(({ key, href }) => (
          <Card
            key={key}
            icon="school"
            title={t(`partners.${key}.title`)}
            text={t(`partners.${key}.text`)}
          >
            <Website href={href} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/**
 * RealEstateSection points to two Florida real-estate firms where a search for a home can
 * start. TeachBay has no verified business relationship with them, so they are not called
 * partners.
 */
export function RealEstateSection() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="real-estate"
      title={t('realEstate.title')}
      intro={t('realEstate.intro')}
      tone="sand"
    >
      <ul className={`${styles.grid} ${styles.pair}`}>
        {FIRMS.map(({ key, href }) => (
          <Card
            key={key}
            icon="key"
            title={t(`realEstate.${key}.title`)}
            text={t(`realEstate.${key}.text`)}
          >
            <Website href={href} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
