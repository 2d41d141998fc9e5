import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShareLinks } from '@/components/share-links';
import { siteOrigin } from '@/lib/browser';
import { MailLinkNotice } from '@/features/subscribe/components/mail-link-notice';
import { SubscribeForm } from '@/features/subscribe/components/subscribe-form';
import { SubscribeHero } from '@/features/subscribe/components/subscribe-hero';
import styles from './subscribe.module.css';

const NEWSLETTER_ITEMS = ['vacancies', 'move', 'classroom'] as const;

export default function SubscribePage() {
  const { t } = useTranslation('subscribe');
  return (
    <>
      <MailLinkNotice />
      <SubscribeHero />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="newsletter-title" className={styles.about}>
          <h2 id="newsletter-title">{t('page.newsletter.title')}</h2>
          <p>{t('page.newsletter.body')}</p>
          <ul className={styles.list}>
            {NEWSLETTER_ITEMS.map((item) => (
              <li key={item}>{t(`page.newsletter.items.${item}`)}</li>
            ))}
          </ul>
          <p>{t('page.newsletter.unsubscribe')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="page.newsletter.privacy"
              components={{ a: <Link to="/privacy-policy" /> }}
            />
          </p>
        </section>
        <div className={styles.card}>
          <SubscribeForm />
        </div>
      </div>
      <section aria-labelledby="share-title" className={styles.share}>
        <div className="container">
          <h2 id="share-title">{t('page.share.title')}</h2>
          <p>{t('page.share.intro')}</p>
          <ShareLinks
            url={`${siteOrigin()}/subscribe`}
            message={t('page.share.message')}
            emailSubject={t('page.share.emailSubject')}
            label={t('page.share.listLabel')}
          />
        </div>
      </section>
    </>
  );
}
