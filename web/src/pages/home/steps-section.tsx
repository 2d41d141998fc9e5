import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconName } from './icon';
import { Card, Section } from './section';
import styles from './home.module.css';

type StepKey = 'account' | 'credentials' | 'status' | 'support';

type Step = { key: StepKey; icon: IconName; link?: { to: string; label: 'steps.register' | 'steps.vacancies'; className: string } };

const STEPS: Step[] = [
  { key: 'account', icon: 'account', link: { to: '/user/register', label: 'steps.register', className: 'button' } },
  { key: 'credentials', icon: 'upload' },
  { key: 'status', icon: 'track', link: { to: '/vacancies', label: 'steps.vacancies', className: 'button button-secondary' } },
  { key: 'support', icon: 'support' },
];

/**
 * StepsSection shows the four steps from registering to settling in; the first one leads to
 * the registration page, the third to the job board.
 */
export function StepsSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="how-it-works" title={t('steps.title')} intro={t('steps.intro')}>
      <ol className={`${styles.grid} ${styles.four} ${styles.numbered}`}>
        {STEPS.map(({ key, icon, link }) => (
          <Card
            key={key}
            icon={icon}
            title={t(`steps.${key}.title`)}
            text={t(`steps.${key}.text`)}
          >
            {link && (
              <Link to={link.to} className={`${link.className} ${styles.cardButton}`}>
                {t(link.label)}
              </Link>
            )}
          </Card>
        ))}
      </ol>
    </Section>
  );
}
