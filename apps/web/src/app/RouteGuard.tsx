import { Navigate, Outlet } from 'react-router';
import { usePageTitle } from '../hooks/usePageTitle';
import { PageLoader } from '../public/PageLoader';
import { useGuard } from './useGuard';

/** The root route: page title and the route guard of spec §2 around every page (drawn before sign-in too: no Mantine). */
export function RouteGuard() {
  usePageTitle();
  const guard = useGuard();
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'checking') return <PageLoader labelKey="common:app.checking_sign_in" />;
  if (guard.kind === 'retrying') return <PageLoader labelKey="common:app.verification_retry" />;
  return <Outlet />;
}
