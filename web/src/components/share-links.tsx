import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';

type Network = 'facebook' | 'x' | 'linkedin' | 'whatsapp';

const NETWORKS: Network[] = ['facebook', 'x', 'linkedin', 'whatsapp'];

// Each network's public share address; nothing is requested from it until a link is followed.
function shareUrl(network: Network, url: string, message: string): string {
  const page = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${page}`;
    case 'x':
      return `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${page}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${page}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`;
  }
}

type Props = {
  /** The address to pass on. */
  url: string;
  /** What the post or e-mail says before the address. */
  message: string;
  emailSubject: string;
  /** Names the list for screen readers, where no heading right above it does. */
  label?: string;
  /** The list's class; a row of buttons by default. */
  className?: string;
  /** Each link's class; a secondary button by default. */
  linkClassName?: string;
};

/**
 * ShareLinks lets visitors pass an address on: TeachBay has no social media accounts of its
 * own, so these are plain share links (each network's in a new tab, e-mail in the visitor's
 * own mail program).
 */
export function ShareLinks({
  url,
  message,
  emailSubject,
  label,
  className = 'button-row',
  linkClassName = 'button button-secondary',
}: Props) {
  const { t } = useTranslation();
  const subject = encodeURIComponent(emailSubject);
  const mail = `mailto:?subject=${subject}&body=${encodeURIComponent(`${message}\n\n${url}`)}`;
  return (
    <ul className={className} aria-label={label}>
      {NETWORKS.map((network) => (
        <li key={network}>
          <ExternalLink href={shareUrl(network, url, message)} className={linkClassName}>
            {t(`share.${network}`)}
          </ExternalLink>
        </li>
      ))}
      <li>
        <a href={mail} className={linkClassName}>
          {t('share.email')}
        </a>
      </li>
    </ul>
  );
}
