import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import styles from './contact-aside.module.css';

type Network = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

// Each network's public share address; nothing is requested from it until a link is followed.
function shareUrl(network: Network, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

const NETWORKS: Network[] = ['facebook', 'x', 'linkedin', 'whatsapp'];

/**
 * ShareLinks lets visitors pass TeachBay on: TeachBay has no social media accounts of its own, so
 * these are plain share links (each network's in a new tab, e-mail in the visitor's mail program).
 */
export function ShareLinks() {
  const { t } = useTranslation('contact');
  const headingId = useId();
  const site = new URL('/', window.location.href).href;
  const text = t('share.message');
  const subject = encodeURIComponent(t('share.emailSubject'));
  const mail = `mailto:?subject=${subject}&body=${encodeURIComponent(`${text}\n\n${site}`)}`;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('share.title')}
      </h2>
      <p className={styles.text}>{t('share.intro')}</p>
      <ul className={styles.shareList}>
        {NETWORKS.map((network) => (
          <li key={network}>
            <ExternalLink href={shareUrl(network, site, text)} className={styles.shareLink}>
              {t(`share.${network}`)}
            </ExternalLink>
          </li>
        ))}
        <li>
          <a href={mail} className={styles.shareLink}>
            {t('share.email')}
          </a>
        </li>
      </ul>
    </section>
  );
}
