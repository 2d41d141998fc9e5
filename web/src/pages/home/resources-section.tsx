import { useTranslation } from 'react-i18next';
import type { IconName } from './icon';
import { Card, Section } from './section';
import styles from './home.module.css';

type ResourceKey = 'teacherResources' | 'classroomManagement' | 'lessonPlanning' | 'onlineCourses';

const RESOURCES: { key: ResourceKey; to: string; icon: IconName }[] = [
  { key: 'teacherResources', to: '/teacher-resources', icon: 'resources' },
  { key: 'classroomManagement', to: '/classroom-management', icon: 'classroom' },
  { key: 'lessonPlanning', to: '/lesson-planning-and-curriculum-resources', icon: 'lesson' },
  { key: 'onlineCourses', to: '/online-courses', icon: 'courses' },
];

/** ResourcesSection leads to the teacher-resources pages. */
export function ResourcesSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="teacher-resources" title={t('resources.title')} intro={t('resources.intro')}>
      <ul className={`${styles.grid} ${styles.four}`}>
        {RESOURCES.map(({ key, to, icon }) => (
          <Card
            key={key}
            icon={icon}
            to={to}
            title={t(`resources.${key}.title`)}
            text={t(`resources.${key}.text`)}
          />
        ))}
      </ul>
    </Section>
  );
}
