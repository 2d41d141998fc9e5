import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { CardGrid, LinkCard } from '@/components/link-card';
import { Modal } from '@/components/modal';
import { PageHeader } from '@/components/page-header';
import { CLASSROOM_TOOLS, VIDEOS, type VideoEntry } from './data';
import styles from './classroom-management.module.css';

/** Frame size of the video modal (docs/product.md §9). */
const FRAME_HEIGHT = 400;

/** ClassroomManagementPage lists three classroom tools and three TED Talks to watch in a modal. */
export default function ClassroomManagementPage() {
  const { t } = useTranslation(['classroom', 'pages']);
  // The chosen talk holds the embed link; none means the modal is closed (docs/product.md §4).
  const [video, setVideo] = useState<VideoEntry | null>(null);
  const videoTitle = video ? t(`videos.items.${video.key}.title`) : '';

  return (
    <>
      <PageHeader title={t('pages:classroomManagement.title')} intro={t('pages:classroomManagement.intro')} />

      <div className="container section">
        <section aria-labelledby="classroom-tools">
          <h2 id="classroom-tools" className={styles.heading}>
            {t('tools.title')}
          </h2>
          <p className={styles.note}>{t('tools.note')}</p>
          <CardGrid>
            {CLASSROOM_TOOLS.map(({ key, href, Art }) => (
              <LinkCard
                key={key}
                title={t(`tools.items.${key}.name`)}
                href={href}
                linkLabel={t('tools.visit')}
                visual={<Art className={styles.art} />}
              >
                <p>{t(`tools.items.${key}.description`)}</p>
              </LinkCard>
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="classroom-videos" className={styles.videos}>
          <h2 id="classroom-videos" className={styles.heading}>
            {t('videos.title')}
          </h2>
          <p className={styles.intro}>{t('videos.intro')}</p>
          <ul className={styles.videoList}>
            {VIDEOS.map((entry) => {
              const title = t(`videos.items.${entry.key}.title`);
              return (
                <li key={entry.id} className={styles.video}>
                  <entry.image className={styles.art} />
                  <h3>{title}</h3>
                  <p className={styles.speaker}>{t(`videos.items.${entry.key}.speaker`)}</p>
                  <p>{t(`videos.items.${entry.key}.description`)}</p>
                  <button type="button" className={`button ${styles.watch}`} onClick={() => setVideo(entry)}>
                    {t('videos.watch')}
                    <span className="visually-hidden">: {title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <Modal open={video !== null} onClose={() => setVideo(null)} title={videoTitle} size="large">
        {video && (
          <>
            <iframe
              className={styles.frame}
              src={video.url}
              title={t('videos.frameTitle', { title: videoTitle })}
              width="100%"
              height={FRAME_HEIGHT}
              allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <p className={styles.onTed}>
              <ExternalLink href={video.talkUrl}>{t('videos.onTed')}</ExternalLink>
            </p>
          </>
        )}
      </Modal>
    </>
  );
}
