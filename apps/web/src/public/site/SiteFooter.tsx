import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLanguageSelect } from '../LanguageSelect';

/**
 * The footer of the landing, help and legal pages (spec §2): about, help, privacy policy, terms of use,
 * business license, contact with the service hours, and a language switch. Its few words are in the
 * public catalogue, so it is drawn with the layout, before any page text arrives.
 */
export function SiteFooter() {
  const { t } = useTranslation(['common']);
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="pub-container site-footer-inner">
        <nav aria-label={t('common:site_footer.label')}>
          <ul className="site-footer-links">
            <li>
              <Link to="/introduce#about">{t('common:site_footer.about')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('common:site_footer.help')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('common:site_footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('common:site_footer.terms')}</Link>
            </li>
            <li>
              <Link to="/terms#license">{t('common:site_footer.license')}</Link>
            </li>
            <li>
              <Link to="/noLoginFeedback">{t('common:site_footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <p className="pub-text pub-sm pub-dimmed" data-testid="service-hours">
          {t('common:site_footer.hours')}
        </p>
        <PublicLanguageSelect testId="footer-language-select" />
      </div>
    </footer>
  );
}
