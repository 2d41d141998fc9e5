import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  href: string;
  className?: string;
  children: ReactNode;
};

/** ExternalLink opens another website in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, className, children }: Props) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="external-icon">
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
