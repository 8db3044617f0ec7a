import { loadLegalText } from '@sprout/shared/i18n';
import { PageWaiting } from './PageWaiting';
import { usePageText, useScrollToHash } from './usePageText';

/** The privacy policy (/privacy) or the terms of use (/terms), in the display language. */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const text = usePageText('legal', loadLegalText);
  useScrollToHash(text !== undefined);
  if (!text) return <PageWaiting />;
  const page = text[kind];
  return (
    <article className="site-page site-narrow site-legal" data-testid={`${kind}-page`}>
      <h1 className="pub-title">{page.title}</h1>
      <p className="pub-text pub-sm pub-dimmed">{text.updated}</p>
      <p className="site-lead">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="pub-title-sm">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="pub-text">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {'license' in page && (
        <section id="license" tabIndex={-1} data-testid="business-license">
          <h2 className="pub-title-sm">{page.license.heading}</h2>
          <p className="pub-text">{page.license.body}</p>
        </section>
      )}
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
