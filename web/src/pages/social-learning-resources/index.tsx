import { useTranslation } from 'react-i18next';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { SOCIAL_RESOURCES } from './data';
import styles from './social-learning.module.css';

/** SocialLearningPage lists four resources for teaching identity, diversity and current events. */
export default function SocialLearningPage() {
  const { t } = useTranslation(['tools', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:socialLearning.title')} intro={t('pages:socialLearning.intro')} />
      <div className="container section">
        <p className={styles.note}>{t('socialLearning.floridaNote')}</p>
        <p className={styles.note}>{t('note')}</p>
        <CardGrid label={t('socialLearning.listLabel')}>
          {SOCIAL_RESOURCES.map(({ key, href }) => {
            const name = t(`socialLearning.items.${key}.name`);
            return (
              <LinkCard
                key={key}
                title={name}
                href={href}
                linkLabel={t('socialLearning.visit')}
                headingLevel={2}
                visual={<Monogram name={name} />}
              >
                <p>{t(`socialLearning.items.${key}.description`)}</p>
              </LinkCard>
            );
          })}
        </CardGrid>
      </div>
    </>
  );
}
