import { useTranslation } from 'react-i18next';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { CURRICULUM_SITES } from './data';
import styles from './lesson-planning.module.css';

/** LessonPlanningPage lists eight lesson and curriculum websites, each with a button to it. */
export default function LessonPlanningPage() {
  const { t } = useTranslation(['tools', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:lessonPlanning.title')} intro={t('pages:lessonPlanning.intro')} />
      <div className="container section">
        <p className={styles.note}>{t('note')}</p>
        <CardGrid label={t('lessonPlanning.listLabel')}>
          {CURRICULUM_SITES.map(({ key, href }) => {
            const name = t(`lessonPlanning.items.${key}.name`);
            return (
              <LinkCard
                key={key}
                title={name}
                href={href}
                linkLabel={t('lessonPlanning.visit')}
                headingLevel={2}
                visual={<Monogram name={name} />}
              >
                <p>{t(`lessonPlanning.items.${key}.description`)}</p>
              </LinkCard>
            );
          })}
        </CardGrid>
      </div>
    </>
  );
}
