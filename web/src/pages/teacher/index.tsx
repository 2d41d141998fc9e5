import { Navigate } from 'react-router';

/** TeacherPage sends /teacher to the teacher's dashboard. */
export default function TeacherPage() {
  return <Navigate to="/teacher/dashboard" replace />;
}
