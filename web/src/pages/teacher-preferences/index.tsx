import { TeacherArea } from '@/features/account/components/teacher-area';

/** Placeholder until the page lands (issue 11). */
export default function TeacherPreferencesPage() {
  return <TeacherArea>{() => null}</TeacherArea>;
}
