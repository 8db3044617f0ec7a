/**
 * The landing, help and legal pages as one lazy module: imported from five routes, its parts would
 * otherwise be shared by three or more chunks and taken into 'common' with Mantine (vite.config.ts).
 */
export { SiteLayout } from './SiteLayout';
export { IntroducePage } from './IntroducePage';
export { FaqPage } from './FaqPage';
export { PrivacyPage, TermsPage } from './LegalPage';
