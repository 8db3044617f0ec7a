/**
 * The landing, help and legal pages as one lazy module: imported from five routes, its parts would
 * otherwise be shared by three or more chunks and taken into 'common' with Mantine (vite.config.ts).
 */
export { SiteLayout } from './SiteLayout';
export { IntroducePage } from './IntroducePage';
export { FaqPage } from './FaqPage';
export { PrivacyPage, TermsPage } from './LegalPage';

import { loadLegalText, loadSiteText } from '@sprout/shared/i18n';
import { preloadPageText } from './usePageText';

export { preloadSignupMode } from './signupMode';

/** The landing and help pages' text, fetched beside their code. */
export const preloadSiteText = () => preloadPageText('site', loadSiteText);
/** The legal pages' text, fetched beside their code. */
export const preloadLegalText = () => preloadPageText('legal', loadLegalText);
