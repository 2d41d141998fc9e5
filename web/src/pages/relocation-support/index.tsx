import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineLabel } from '@/components/line-label';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { FirstThirtyDays } from './first-30-days';
import { GuideIcon, type GuideName } from './guide-icon';
import { WorkAuthorization } from './work-authorization';
import styles from './relocation.module.css';

/** The sections the in-page navigation leads to, with the key of their title. */
const SECTIONS = [
  { id: 'guides', key: 'guides.title' },
  { id: 'work-authorization', key: 'work.title' },
  { id: 'first-30-days', key: 'first30.title' },
  { id: 'personal-support', key: 'support.title' },
] as const;

const GUIDES: { name: GuideName; to: string }[] = [
  { name: 'essentials', to: '/essentials' },
  { name: 'transportation', to: '/transportation' },
  { name: 'community', to: '/community' },
];

/** Where each kind of newcomer should look first: their own pointers to TeachBay's guides. */
const AUDIENCES = [
  {
    key: 'philippines',
    links: [
      { key: 'visas', to: '#work-authorization' },
      { key: 'filipinoCommunity', to: '/community#local-community' },
      { key: 'filipinoBanks', to: '/financial-resources#filipino-banks' },
    ],
  },
  {
    key: 'latinAmerica',
    links: [
      { key: 'visas', to: '#work-authorization' },
      { key: 'hispanicCommunity', to: '/community#local-community' },
      { key: 'remittance', to: '/financial-resources#remittance' },
      { key: 'license', to: '/transportation#cars' },
    ],
  },
  {
    key: 'usStates',
    links: [
      { key: 'certification', to: '/teach' },
      { key: 'license', to: '/transportation#cars' },
    ],
  },
] as const;

/**
 * RelocationSupportPage welcomes newcomers, leads to the home-services, transportation and
 * community guides, explains work authorization, and keeps a printable first-30-days checklist.
 */
export default function RelocationSupportPage() {
  const { t } = useTranslation(['relocation', 'pages']);
  const [guides, work, first30, support] = SECTIONS;

  return (
    <>
      <div className={styles.noPrint}>
        <PageHeader title={t('pages:relocationSupport.title')} intro={t('pages:relocationSupport.intro')}>
          <SectionNav sections={SECTIONS.map(({ id, key }) => ({ id, title: t(key) }))} />
        </PageHeader>
      </div>

      <div className={`container ${styles.content}`}>
        <section aria-labelledby="welcome-title" className={`${styles.section} ${styles.noPrint}`}>
          <h2 id="welcome-title">{t('welcome.title')}</h2>
          {t('welcome.text', { returnObjects: true }).map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <div className={styles.audiences}>
            {AUDIENCES.map(({ key, links }) => (
              <div key={key} className={styles.audience}>
                <h3 id={`from-${key}`}>{t(`welcome.from.${key}.title`)}</h3>
                <p>{t(`welcome.from.${key}.text`)}</p>
                <ul aria-labelledby={`from-${key}`}>
                  {links.map((link) => (
                    <li key={link.key}>
                      <Link to={link.to}>{t(`welcome.links.${link.key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section id={guides.id} aria-labelledby={`${guides.id}-title`} className={`${styles.section} ${styles.noPrint}`}>
          <h2 id={`${guides.id}-title`}>{t('guides.title')}</h2>
          <ul className={styles.guides} aria-labelledby={`${guides.id}-title`}>
            {GUIDES.map(({ name, to }) => (
              <li key={name} className={styles.guide}>
                <span className={styles.guideIcon}>
                  <GuideIcon name={name} />
                </span>
                <h3>
                  <LineLabel text={t(`guides.${name}.title`)} />
                </h3>
                <p>{t(`guides.${name}.text`)}</p>
                <Link to={to} className={`button button-secondary ${styles.guideLink}`}>
                  {t('guides.open')}
                  <span className="visually-hidden">: {t(`guides.${name}.title`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <figure className={`${styles.quote} ${styles.noPrint}`}>
          <blockquote>
            <p>{t('quote.text')}</p>
          </blockquote>
          <figcaption>{t('quote.by')}</figcaption>
        </figure>

        <WorkAuthorization id={work.id} />

        <FirstThirtyDays id={first30.id} />

        <section id={support.id} aria-labelledby={`${support.id}-title`} className={`${styles.support} ${styles.noPrint}`}>
          <h2 id={`${support.id}-title`}>{t('support.title')}</h2>
          <p>{t('support.text')}</p>
          <Link to="/contact-us" className="button">
            {t('support.button')}
          </Link>
        </section>
      </div>
    </>
  );
}
