import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineLabel } from '@/components/line-label';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { Logo } from '@/components/logo';
import { Modal } from '@/components/modal';
import { PageHeader } from '@/components/page-header';
import { SMART_TOOLS, TEMPLATES, TOPICS } from './data';
import styles from './teacher-resources.module.css';

type OpenModal = 'templates' | 'tools' | null;

/**
 * TeacherResourcesPage is the hub of the teacher resources: six topic tiles, the templates and
 * smart-tools modals, and an invitation to contact the team.
 */
export default function TeacherResourcesPage() {
  const { t } = useTranslation(['resources', 'pages']);
  // Both modals start hidden; a button shows one, and closing it hides it again (docs/product.md §4).
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader title={t('pages:teacherResources.title')} intro={t('pages:teacherResources.intro')} />

      <section className="container section" aria-labelledby="resources-topics">
        <h2 id="resources-topics" className={styles.heading}>
          {t('topics.title')}
        </h2>
        <ul className={styles.tiles} aria-label={t('topics.listLabel')}>
          {TOPICS.map(({ key, href, Art }) => (
            <li key={key} className={styles.tile}>
              {/* A plain link: the topic pages load as a full page (docs/product.md §2.5). */}
              <a href={href} className={styles.tileLink} aria-describedby={`topic-${key}`}>
                <Art className={styles.art} />
                <span className={styles.tileName}>
                  <LineLabel text={t(`topics.${key}.name`)} />
                </span>
              </a>
              <p id={`topic-${key}`} className={styles.tileDescription}>
                {t(`topics.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('topics.note')}</p>
      </section>

      <section className={styles.extras} aria-labelledby="resources-extras">
        <div className="container">
          <h2 id="resources-extras" className={styles.heading}>
            {t('extras.title')}
          </h2>
          <p>{t('extras.intro')}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => setOpen('templates')}>
              {t('extras.templatesButton')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setOpen('tools')}>
              {t('extras.toolsButton')}
            </button>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="resources-banner">
        <div className={styles.banner}>
          <Logo className={styles.logo} />
          <div>
            <h2 id="resources-banner" className={styles.heading}>
              {t('banner.title')}
            </h2>
            <p>{t('banner.text')}</p>
            <Link to="/contact-us" className="button">
              {t('banner.button')}
            </Link>
          </div>
        </div>
      </section>

      <Modal open={open === 'templates'} onClose={close} title={t('templates.title')}>
        <p>{t('templates.intro')}</p>
        <p className={styles.subtext}>{t('templates.subtext')}</p>
        <ul className={styles.templates} aria-label={t('templates.listLabel')}>
          {TEMPLATES.map(({ key, href, sizeKb, pages }) => {
            const name = t(`templates.items.${key}.name`);
            const details = t('templates.details', {
              size: sizeKb,
              pages: t('templates.pages', { count: pages }),
            });
            return (
              <li key={key} className={styles.template}>
                <h3>{name}</h3>
                <p>{t(`templates.items.${key}.description`)}</p>
                <p className={styles.details}>{details}</p>
                <a href={href} download className="button button-secondary">
                  {t('templates.download')}
                  <span className="visually-hidden">
                    : {name} ({details})
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </Modal>

      <Modal open={open === 'tools'} onClose={close} title={t('smartTools.title')}>
        <p>{t('smartTools.intro')}</p>
        <CardGrid label={t('smartTools.listLabel')}>
          {SMART_TOOLS.map(({ key, href, notice }) => {
            const name = t(`smartTools.items.${key}.name`);
            return (
              <LinkCard
                key={key}
                title={name}
                href={href}
                linkLabel={t('smartTools.visit')}
                visual={<Monogram name={name} />}
                notice={notice && t(`smartTools.notices.${notice}`)}
              >
                <p>{t(`smartTools.items.${key}.description`)}</p>
              </LinkCard>
            );
          })}
        </CardGrid>
      </Modal>
    </>
  );
}
