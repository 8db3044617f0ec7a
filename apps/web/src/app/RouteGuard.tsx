import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { usePageTitle } from '../hooks/usePageTitle';
import { useGuard } from './useGuard';

/** The root route: page title and the route guard of spec §2 around every page. */
export function RouteGuard() {
  usePageTitle();
  const guard = useGuard();
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'checking') return <FullPageLoader labelKey="common:app.checking_sign_in" />;
  return <Outlet />;
}
