import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import styles from './about-us.module.css';

const SERVICES = [
  { key: 'matching', to: '/ai-matching' },
  { key: 'applications', to: null },
  { key: 'guides', to: '/explore' },
] as const;

/** AboutUsPage tells TeachBay's mission, why it exists and what it does, and links to sign-up. */
export default function AboutUsPage() {
  const { t } = useTranslation(['about', 'pages']);
  return (
    <>
      <PageHeader title={t('pages:aboutUs.title')} intro={t('pages:aboutUs.intro')} />
      <div className={`container ${styles.content}`}>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{t('mission.title')}</h2>
          {t('mission.body', { returnObjects: true }).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>

        <section aria-labelledby="about-story">
          <h2 id="about-story">{t('story.title')}</h2>
          <p>{t('story.body')}</p>
          <ul className={styles.hurdles}>
            {t('story.hurdles', { returnObjects: true }).map(({ term, text }) => (
              <li key={term}>
                <strong>{term}</strong> {text}
              </li>
            ))}
          </ul>
          <p>{t('story.schools')}</p>
          <p>{t('story.closing')}</p>
        </section>

        <section aria-labelledby="about-services">
          <h2 id="about-services">{t('services.title')}</h2>
          <ul className={styles.services}>
            {SERVICES.map(({ key, to }) => (
              <li key={key} className={styles.service}>
                <h3>{t(`services.${key}.title`)}</h3>
                <p>{t(`services.${key}.text`)}</p>
                {to && (
                  <Link to={to} className={styles.more}>
                    {t(`services.${key}.link`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-register" className={styles.register}>
        <div className="container">
          <h2 id="about-register">{t('register.title')}</h2>
          <p>{t('register.text')}</p>
          <Link to="/user/register" className="button">
            {t('register.button')}
          </Link>
        </div>
      </section>
    </>
  );
}
