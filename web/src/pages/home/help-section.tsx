import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconName } from './icon';
import { Card, Section } from './section';
import styles from './home.module.css';

const GUIDES: { key: 'housing' | 'relocation' | 'community'; to: string; icon: IconName }[] = [
  { key: 'housing', to: '/housing-resources', icon: 'housing' },
  { key: 'relocation', to: '/relocation-support', icon: 'relocation' },
  { key: 'community', to: '/community', icon: 'community' },
];

/** HelpSection leads to the guides on housing, relocation and community, and to all of them. */
export function HelpSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="teacher-help" title={t('help.title')} intro={t('help.intro')} tone="white">
      <ul className={styles.grid}>
        {GUIDES.map(({ key, to, icon }) => (
          <Card
            key={key}
            icon={icon}
            to={to}
            title={t(`help.${key}.title`)}
            text={t(`help.${key}.text`)}
          />
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/explore" className="button button-secondary">
          {t('help.seeMore')}
        </Link>
      </p>
    </Section>
  );
}
