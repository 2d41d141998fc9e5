import { useTranslation } from 'react-i18next';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { TECH_TOOLS } from './data';
import styles from './tech-integration.module.css';

/** TechIntegrationPage lists four classroom-technology tools, each with a button to its site. */
export default function TechIntegrationPage() {
  const { t } = useTranslation(['tools', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:techIntegration.title')} intro={t('pages:techIntegration.intro')} />
      <div className="container section">
        <p className={styles.note}>{t('note')}</p>
        <CardGrid label={t('techIntegration.listLabel')}>
          {TECH_TOOLS.map(({ key, href, notice }) => {
            const name = t(`techIntegration.items.${key}.name`);
            return (
              <LinkCard
                key={key}
                title={name}
                href={href}
                linkLabel={t('techIntegration.visit')}
                headingLevel={2}
                visual={<Monogram name={name} />}
                notice={notice && t(`techIntegration.notices.${notice}`)}
              >
                <p>{t(`techIntegration.items.${key}.description`)}</p>
              </LinkCard>
            );
          })}
        </CardGrid>
      </div>
    </>
  );
}
