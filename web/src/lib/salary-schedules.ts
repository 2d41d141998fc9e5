import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SalarySchedule } from '@/lib/api-types';

/** SalarySchedule is one district's schedule of GET /api/salary-schedules (docs/api.md "Know before you go"). */
export type { SalarySchedule } from '@/lib/api-types';

/** SALARY_SCHEDULES is the query key of the districts' salary schedules. */
export const SALARY_SCHEDULES = ['salary-schedules'] as const;

/**
 * salarySchedulesQuery fetches every district's salary schedule: reference data that changes when
 * an admin edits one, so one fetch serves a visit's job pages.
 */
export const salarySchedulesQuery = queryOptions({
  queryKey: SALARY_SCHEDULES,
  queryFn: () => api<SalarySchedule[]>('/salary-schedules'),
  staleTime: 10 * 60_000,
});
