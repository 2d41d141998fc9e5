import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SalarySchedule, SalaryScheduleInput } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { SALARY_SCHEDULES } from '@/lib/salary-schedules';

/** SalaryScheduleInput is the body of PUT /api/admin/organizations/{id}/salary-schedule (docs/api.md "Know before you go"). */
export type { SalaryScheduleInput } from '@/lib/api-types';

/** useSaveSalarySchedule sets a district's salary schedule; the job pages read the new one. */
export function useSaveSalarySchedule() {
  return useMutation({
    mutationFn: ({ organizationId, input }: { organizationId: string; input: SalaryScheduleInput }) =>
      api<SalarySchedule>(`/admin/organizations/${encodeURIComponent(organizationId)}/salary-schedule`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALARY_SCHEDULES }),
  });
}
