import type { SiteText } from '@sprout/shared/i18n';
import { Link } from 'react-router';
import { PublicLanguageSelect } from '../LanguageSelect';

/**
 * The footer of the landing, help and legal pages (spec §2): about, help, privacy policy, terms of use,
 * business license, contact with the service hours, and a language switch.
 */
export function SiteFooter({ text }: { text: SiteText['footer'] }) {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="pub-container site-footer-inner">
        <nav aria-label={text.label}>
          <ul className="site-footer-links">
            <li>
              <Link to="/introduce#about">{text.about}</Link>
            </li>
            <li>
              <Link to="/faq">{text.help}</Link>
            </li>
            <li>
              <Link to="/privacy">{text.privacy}</Link>
            </li>
            <li>
              <Link to="/terms">{text.terms}</Link>
            </li>
            <li>
              <Link to="/terms#license">{text.license}</Link>
            </li>
            <li>
              <Link to="/noLoginFeedback">{text.contact}</Link>
            </li>
          </ul>
        </nav>
        <p className="pub-text pub-sm pub-dimmed" data-testid="service-hours">
          {text.hours}
        </p>
        <PublicLanguageSelect testId="footer-language-select" />
      </div>
    </footer>
  );
}
