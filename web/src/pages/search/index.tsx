import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchResults } from '@/features/search/components/search-results';

export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <>
      <PageHeader title={t('search.title')} intro={t('search.intro')} />
      {query && <SearchResults query={query} />}
    </>
  );
}
