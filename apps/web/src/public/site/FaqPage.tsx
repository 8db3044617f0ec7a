import { loadSiteText } from '@sprout/shared/i18n';
import { Link } from 'react-router';
import { FaqList } from './FaqList';
import { PageWaiting } from './PageWaiting';
import { usePageText } from './usePageText';

/**
 * The help page (/faq, spec §2), in the display language: the browser's (French, German, Korean,
 * Japanese, Chinese, else English) until the visitor picks another in the switch.
 */
export function FaqPage() {
  const text = usePageText('site', loadSiteText);
  if (!text) return <PageWaiting />;
  return (
    <div className="site-page site-narrow" data-testid="faq-page">
      <h1 className="pub-title">{text.faq.title}</h1>
      <p className="site-lead">{text.faq.intro}</p>
      <FaqList items={text.faq.items} />
      <div className="pub-card pub-card-sm site-more">
        <p className="pub-text">{text.faq.more}</p>
        <Link to="/noLoginFeedback" className="pub-button pub-light" data-testid="faq-write">
          {text.faq.write}
        </Link>
      </div>
    </div>
  );
}
