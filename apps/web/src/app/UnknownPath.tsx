import { FullPageLoader } from '../components/FullPageLoader';
import { NoPermission } from '../features/babies/NoPermission';
import { BrandMark } from '../public/BrandMark';
import { useUnknownPath } from './useUnknownPath';

/** A path the route table does not know: a baby's personal domain, or else the timeline with a notice. */
export function UnknownPath() {
  const view = useUnknownPath();
  if (view === 'forbidden') return <NoPermission fullPage mark={<BrandMark />} />;
  return <FullPageLoader labelKey="common:app.loading" />;
}
