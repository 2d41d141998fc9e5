import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { OrgCard } from './org-card';
import { HEALTH_GROUPS, LOCAL_GROUPS, VOLUNTEERING, type Group } from './organisations';
import styles from './community.module.css';

/** The page's sections: their ids are the anchors other pages link to (docs/product.md §2.4). */
const SECTIONS = [
  { id: 'local-community', key: 'local' },
  { id: 'community-health', key: 'health' },
  { id: 'volunteer', key: 'volunteer' },
] as const;

/** CommunityPage lists cultural communities, health and mental-health help, and places to volunteer. */
export default function CommunityPage() {
  const { t } = useTranslation(['community', 'pages']);
  const [local, health, volunteer] = SECTIONS;

  return (
    <>
      <PageHeader title={t('pages:community.title')} intro={t('pages:community.intro')}>
        <SectionNav sections={SECTIONS.map(({ id, key }) => ({ id, title: t(`${key}.title`) }))} />
      </PageHeader>

      <div className={`container ${styles.content}`}>
        <section id={local.id} aria-labelledby={`${local.id}-title`} className={styles.section}>
          <h2 id={`${local.id}-title`}>{t('local.title')}</h2>
          <p className={styles.intro}>{t('local.intro')}</p>
          {LOCAL_GROUPS.map((group) => (
            <OrgGroup key={group.key} group={group} />
          ))}
        </section>

        <section id={health.id} aria-labelledby={`${health.id}-title`} className={styles.section}>
          <h2 id={`${health.id}-title`}>{t('health.title')}</h2>
          <p className={styles.intro}>{t('health.intro')}</p>
          {HEALTH_GROUPS.map((group) => (
            <OrgGroup key={group.key} group={group} />
          ))}
        </section>

        <section id={volunteer.id} aria-labelledby={`${volunteer.id}-title`} className={styles.section}>
          <h2 id={`${volunteer.id}-title`}>{t('volunteer.title')}</h2>
          <p className={styles.intro}>{t('volunteer.intro')}</p>
          <ul className={styles.cards} aria-labelledby={`${volunteer.id}-title`}>
            {VOLUNTEERING.map((organisation) => (
              <OrgCard key={organisation.id} organisation={organisation} headingLevel={3} />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** OrgGroup is one titled group of cards (H3) inside a section, such as the Filipino-American organisations. */
function OrgGroup({ group }: { group: Group }) {
  const { t } = useTranslation('community');
  const headingId = `group-${group.key.replace('.', '-')}`;
  return (
    <>
      <h3 id={headingId} className={styles.groupTitle}>
        {t(`${group.key}.title`)}
      </h3>
      <p className={styles.intro}>{t(`${group.key}.intro`)}</p>
      <ul className={styles.cards} aria-labelledby={headingId}>
        {group.organisations.map((organisation) => (
          <OrgCard key={organisation.id} organisation={organisation} headingLevel={4} />
        ))}
      </ul>
    </>
  );
}
