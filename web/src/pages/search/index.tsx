import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchPageForm } from '@/features/search/components/search-page-form';
import { SearchResults } from '@/features/search/components/search-results';
import { SearchStart } from '@/features/search/components/search-topics';
import { VacancyHits } from '@/features/search/components/vacancy-hits';

export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <>
      <PageHeader title={t('search.title')} intro={t('search.intro')}>
        <SearchPageForm query={query} />
      </PageHeader>
      {/* The results wait for the search index; the header and the field show meanwhile. */}
      <Suspense>{query ? <SearchResults query={query} /> : <SearchStart />}</Suspense>
      {/* Job titles come from the API, live, beside the pages of the index. */}
      {query && <VacancyHits query={query} />}
    </>
  );
}
