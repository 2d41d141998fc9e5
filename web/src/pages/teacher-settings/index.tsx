import { TeacherArea } from '@/features/account/components/teacher-area';

/** Placeholder until the page lands (issue 11). */
export default function TeacherSettingsPage() {
  return <TeacherArea>{() => null}</TeacherArea>;
}
