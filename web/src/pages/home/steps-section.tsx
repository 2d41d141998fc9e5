import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconName } from './icon';
import { Card, Section } from './section';
import styles from './home.module.css';

type StepKey = 'account' | 'credentials' | 'status' | 'support';

const STEPS: { key: StepKey; icon: IconName }[] = [
  { key: 'account', icon: 'account' },
  { key: 'credentials', icon: 'upload' },
  { key: 'status', icon: 'track' },
  { key: 'support', icon: 'support' },
];

/**
 * StepsSection shows the four steps from registering to settling in; the first one leads to
 * the registration page.
 */
export function StepsSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="how-it-works" title={t('steps.title')} intro={t('steps.intro')}>
      <ol className={`${styles.grid} ${styles.four} ${styles.numbered}`}>
        {STEPS.map(({ key, icon }) => (
          <Card
            key={key}
            icon={icon}
            title={t(`steps.${key}.title`)}
            text={t(`steps.${key}.text`)}
          >
            {key === 'account' && (
              <Link to="/user/register" className={`button ${styles.cardButton}`}>
                {t('steps.register')}
              </Link>
            )}
          </Card>
        ))}
      </ol>
    </Section>
  );
}
