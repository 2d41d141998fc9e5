import { Navigate } from 'react-router';

/** SchoolPage sends /school to the school user's dashboard. */
export default function SchoolPage() {
  return <Navigate to="/school/dashboard" replace />;
}
