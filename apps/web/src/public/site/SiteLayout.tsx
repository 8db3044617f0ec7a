import { PublicLayout } from '../PublicLayout';
import { SiteFooter } from './SiteFooter';
import './site.css';

/** The landing, help and legal pages: the public bar above, the site's footer below (spec §2). */
export function SiteLayout() {
  return <PublicLayout footer={<SiteFooter />} />;
}
