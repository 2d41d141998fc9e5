import { useTranslation } from 'react-i18next';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { ASSESSMENT_TOOLS } from './data';
import styles from './assessment-and-data-tracking.module.css';

/** AssessmentAndDataTrackingPage lists six quiz and feedback tools, each with a button to its site. */
export default function AssessmentAndDataTrackingPage() {
  const { t } = useTranslation(['tools', 'pages']);
  return (
    <>
      <PageHeader
        title={t('pages:assessmentAndDataTracking.title')}
        intro={t('pages:assessmentAndDataTracking.intro')}
      />
      <div className="container section">
        <p className={styles.note}>{t('note')}</p>
        <CardGrid label={t('assessment.listLabel')}>
          {ASSESSMENT_TOOLS.map(({ key, href, notice }) => {
            const name = t(`assessment.items.${key}.name`);
            return (
              <LinkCard
                key={key}
                title={name}
                href={href}
                linkLabel={t('assessment.visit')}
                headingLevel={2}
                visual={<Monogram name={name} />}
                notice={notice && t(`assessment.notices.${notice}`)}
              >
                <p>{t(`assessment.items.${key}.description`)}</p>
              </LinkCard>
            );
          })}
        </CardGrid>
      </div>
    </>
  );
}
