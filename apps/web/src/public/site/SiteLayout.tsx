import { loadSiteText } from '@sprout/shared/i18n';
import { PublicLayout } from '../PublicLayout';
import { SiteFooter } from './SiteFooter';
import { usePageText } from './usePageText';
import './site.css';

/** The landing, help and legal pages: the public bar above, the site's footer below (spec §2). */
export function SiteLayout() {
  const text = usePageText('site', loadSiteText);
  return <PublicLayout footer={text ? <SiteFooter text={text.footer} /> : null} />;
}
