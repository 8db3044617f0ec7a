import { loadSiteText } from '@sprout/shared/i18n';
import { Link } from 'react-router';
import { FaqList } from './FaqList';
import { FeatureIcon } from './icons';
import { PageWaiting } from './PageWaiting';
import { useSignupMode } from './signupMode';
import { usePageText, useScrollToHash } from './usePageText';

/**
 * The landing page (/introduce, spec §2): Happy Troubles, The Best Choice, Product Features, what
 * families say, the FAQ. Its call to action leads to sign-up where this Sprout allows it (SIGNUP=open)
 * and to the app notice otherwise (/noaccount decides which it shows), so no button is a dead end.
 */
export function IntroducePage() {
  const text = usePageText('site', loadSiteText);
  const signupOpen = useSignupMode();
  useScrollToHash(text !== undefined);
  if (!text) return <PageWaiting />;
  return (
    <div className="site-page" data-testid="introduce-page">
      <section className="site-hero" aria-labelledby="intro-hero">
        <div className="site-hero-text">
          <h1 id="intro-hero" className="site-hero-title">
            {text.hero.title}
          </h1>
          <p className="site-lead">{text.hero.body}</p>
          <div className="site-actions">
            <Link
              to="/noaccount"
              className="pub-button pub-filled pub-button-md"
              data-testid="intro-start"
              data-signup={signupOpen === undefined ? undefined : signupOpen ? 'open' : 'invite'}
            >
              {signupOpen ? text.cta.sign_up : text.cta.get_app}
            </Link>
            <Link to="/login" className="pub-button pub-default pub-button-md" data-testid="intro-sign-in">
              {text.cta.sign_in}
            </Link>
          </div>
        </div>
        <div className="site-hero-art" aria-hidden>
          <span className="site-dot site-dot-1" />
          <span className="site-dot site-dot-2" />
          <span className="site-dot site-dot-3" />
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
            <path d="M12 21v-9" />
            <path d="M12 12c0-4 3-7 8-7 0 5-3 8-8 7z" />
            <path d="M12 14c0-3-2.5-6-7-6 0 4 2.5 6.5 7 6z" />
          </svg>
        </div>
      </section>

      <section id="about" className="site-section site-about" aria-labelledby="intro-about">
        <h2 id="intro-about" className="site-heading">
          {text.about.title}
        </h2>
        <p className="site-lead">{text.about.body}</p>
      </section>

      <section className="site-section" aria-labelledby="intro-choice">
        <h2 id="intro-choice" className="site-heading">
          {text.choice.title}
        </h2>
        <p className="site-lead">{text.choice.body}</p>
        <ul className="site-points">
          {text.choice.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section className="site-section" aria-labelledby="intro-features">
        <h2 id="intro-features" className="site-heading">
          {text.features.title}
        </h2>
        <ul className="site-grid">
          {text.features.items.map((feature, index) => (
            <li key={feature.title} className="pub-card pub-card-sm site-feature">
              <FeatureIcon index={index} />
              <h3 className="pub-title-sm">{feature.title}</h3>
              <p className="pub-text pub-dimmed">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="site-section" aria-labelledby="intro-testimonials">
        <h2 id="intro-testimonials" className="site-heading">
          {text.testimonials.title}
        </h2>
        <ul className="site-grid site-grid-3">
          {text.testimonials.items.map((item) => (
            <li key={item.who} className="pub-card pub-card-sm">
              <figure className="site-quote">
                <blockquote>{item.quote}</blockquote>
                <figcaption className="pub-sm pub-dimmed">{item.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="pub-text pub-xs pub-dimmed">{text.testimonials.note}</p>
      </section>

      <section className="site-section" aria-labelledby="intro-faq">
        <h2 id="intro-faq" className="site-heading">
          {text.faq.title}
        </h2>
        <FaqList items={text.faq.items} />
        <p className="pub-text">
          <Link to="/faq" className="pub-link" data-testid="intro-read-faq">
            {text.cta.read_faq}
          </Link>
        </p>
      </section>
    </div>
  );
}
