import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { CardGrid, LinkCard, Monogram } from '@/components/link-card';
import { PageHeader } from '@/components/page-header';
import { COURSES, WEBSITES } from './data';
import styles from './online-courses.module.css';

/** OnlineCoursesPage (Professional Development) lists educator websites and free online courses. */
export default function OnlineCoursesPage() {
  const { t } = useTranslation(['courses', 'pages']);
  return (
    <>
      {/* docs/product.md §2.5 shows the heading in capitals; CSS sets them, so it reads as words. */}
      <div className={styles.header}>
        <PageHeader title={t('pages:onlineCourses.title')} intro={t('pages:onlineCourses.intro')} />
      </div>

      <div className="container section">
        <section aria-labelledby="courses-websites">
          <h2 id="courses-websites" className={styles.heading}>
            {t('websites.title')}
          </h2>
          <CardGrid>
            {WEBSITES.map(({ key, href }) => {
              const name = t(`websites.items.${key}.name`);
              return (
                <LinkCard
                  key={key}
                  title={name}
                  href={href}
                  linkLabel={t('websites.visit')}
                  // Both Coursera cards show the site's initial, not their titles' initials.
                  visual={<Monogram name={name.split(':')[0]} />}
                >
                  <p>{t(`websites.items.${key}.description`)}</p>
                </LinkCard>
              );
            })}
          </CardGrid>
        </section>

        <section aria-labelledby="courses-online" className={styles.courses}>
          <h2 id="courses-online" className={styles.heading}>
            {t('courses.title')}
          </h2>
          <p className={styles.intro}>{t('courses.intro')}</p>
          <ul className={styles.tiles} aria-label={t('courses.listLabel')}>
            {COURSES.map(({ key, href, Art }) => (
              <li key={key}>
                <ExternalLink href={href} className={styles.tile}>
                  <Art className={styles.art} />
                  <span className={styles.caption}>{t(`courses.items.${key}.caption`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
