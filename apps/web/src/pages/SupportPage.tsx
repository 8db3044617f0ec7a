import { Navigate } from 'react-router';
import { SupportConsole } from '../features/support/SupportConsole';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** /support: the console for support staff; anyone else is on the timeline, as for any path the app does not have. */
export function SupportPage() {
  const user = useCurrentUser();
  if (user.isPending) return null;
  if (!user.data?.abilities?.use_support_console) return <Navigate to="/timeline" replace />;
  return <SupportConsole />;
}
