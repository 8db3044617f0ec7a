import type { SiteText } from '@sprout/shared/i18n';

/** The questions and answers, each a disclosure a keyboard opens with Enter or Space. */
export function FaqList({ items }: { items: SiteText['faq']['items'] }) {
  return (
    <div className="site-faq" data-testid="faq-list">
      {items.map((item) => (
        <details key={item.q} className="site-faq-item">
          <summary>{item.q}</summary>
          <p className="pub-text">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
