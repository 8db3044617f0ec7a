import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from './SkipLink';
import { BrandMark } from './BrandMark';
import { PublicLanguageSelect } from './LanguageSelect';

/** Pages reachable without signing in: a slim bar with the brand and the language switch, and a footer if given. */
export function PublicLayout({ footer }: { footer?: ReactNode }) {
  return (
    <div className="pub-page">
      <SkipLink />
      <header className="pub-header">
        <div className="pub-container">
          <Link to="/login" className="pub-home-link">
            <BrandMark />
          </Link>
          <PublicLanguageSelect />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="pub-container pub-main">
        <Outlet />
      </main>
      {footer}
    </div>
  );
}
