import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';

/**
 * shareAddresses builds the share links of the social networks for a page address and a
 * message. They are plain links: nothing is loaded from those sites until one is followed.
 */
function shareAddresses(url: string, message: string) {
  const page = encodeURIComponent(url);
  return [
    { name: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${page}` },
    {
      name: 'x',
      href: `https://twitter.com/intent/tweet?url=${page}&text=${encodeURIComponent(message)}`,
    },
    { name: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${page}` },
    { name: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}` },
  ] as const;
}

/**
 * ShareLinks lets visitors pass the /subscribe page on through social networks or by e-mail.
 * TeachBay has no social-media accounts of its own, so it offers sharing instead.
 */
export function ShareLinks() {
  const { t } = useTranslation('subscribe');
  const url = `https://${window.location.host}/subscribe`;
  const message = t('page.share.message');
  const subject = encodeURIComponent(t('page.share.emailSubject'));
  const mail = `mailto:?subject=${subject}&body=${encodeURIComponent(`${message} ${url}`)}`;
  return (
    <ul className="button-row" aria-label={t('page.share.listLabel')}>
      {shareAddresses(url, message).map((link) => (
        <li key={link.name}>
          <ExternalLink href={link.href} className="button button-secondary">
            {t(`page.share.${link.name}`)}
          </ExternalLink>
        </li>
      ))}
      <li>
        {/* The visitor's own mail program opens: no new tab. */}
        <a href={mail} className="button button-secondary">
          {t('page.share.email')}
        </a>
      </li>
    </ul>
  );
}
