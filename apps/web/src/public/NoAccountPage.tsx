import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignUpForm } from './SignUpForm';
import { useSignupOpen } from './useSignupOpen';

function PhoneIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}

/**
 * Accounts are created in the mobile app (spec §1): this notice sends people there,
 * unless the operator opened sign-up (SIGNUP=open), where there is no app to do it.
 */
export function NoAccountPage() {
  const { t } = useTranslation(['common']);
  const open = useSignupOpen();
  if (open === undefined) return null;
  if (open) {
    return (
      <section className="pub-card pub-narrow" data-testid="noaccount-signup">
        <SignUpForm />
      </section>
    );
  }
  return (
    <section className="pub-card pub-notice" data-testid="noaccount">
      <div className="pub-stack pub-center">
        <span className="pub-icon-badge">
          <PhoneIcon />
        </span>
        <h1 className="pub-title">{t('common:notices.noaccount_heading')}</h1>
        <p className="pub-text">{t('common:notices.noaccount_body')}</p>
        <p className="pub-text pub-dimmed">{t('common:notices.noaccount_then')}</p>
        <Link to="/login" className="pub-button pub-light">
          {t('common:actions.back_to_sign_in')}
        </Link>
      </div>
    </section>
  );
}
