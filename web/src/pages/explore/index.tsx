import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

const GUIDES = [
  { to: '/housing-resources', label: 'explore.housing' },
  { to: '/relocation-support', label: 'explore.relocation' },
  { to: '/financial-resources', label: 'explore.financial' },
  { to: '/community', label: 'explore.community' },
] as const;

export default function ExplorePage() {
  const { t } = useTranslation('pages');
  return (
    <PageHeader title={t('explore.title')} intro={t('explore.intro')}>
      <ul className="button-row" aria-label={t('explore.linksLabel')}>
        {GUIDES.map((guide) => (
          <li key={guide.to}>
            <Link to={guide.to} className="button">
              {t(guide.label)}
            </Link>
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}
