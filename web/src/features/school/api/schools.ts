import { useMutation, useQuery } from '@tanstack/react-query';
import { api, retryOnFailure } from '@/lib/api-client';
import type { School, SchoolCultureInput } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { schoolsQuery } from '@/lib/schools';

export type { Philosophy, School, SchoolCultureInput } from '@/lib/api-types';

/**
 * useDistrictSchools is the schools of the signed-in user's district, from the public school list
 * (GET /api/schools, which carries each school's philosophy and culture), ordered by name. The
 * list says in place when it cannot be loaded.
 */
export function useDistrictSchools(organizationId: string) {
  return useQuery({
    ...schoolsQuery,
    select: (schools) => schools.filter((school) => school.organizationId === organizationId),
    retry: retryOnFailure,
    throwOnError: false,
  });
}

/**
 * useSaveSchoolCulture sets how one of the district's schools teaches (PUT /api/school/schools/{id},
 * docs/api.md "Philosophy and cultural fit"). The school list takes the school as saved; the
 * vacancies, which carry their school's philosophy and culture, are read again when next shown.
 */
export function useSaveSchoolCulture() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SchoolCultureInput }) =>
      api<School>(`/school/schools/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(schoolsQuery.queryKey, (schools) =>
        schools?.map((school) => (school.id === saved.id ? saved : school)),
      );
      void queryClient.invalidateQueries({ queryKey: ['vacancies'] });
    },
  });
}
