/**
 * The landing page's first screen drawn by the server (issue 22): a visitor from a search on a slow
 * connection sees /introduce's title, lead and its two ways on (real links, working before any
 * JavaScript) from the HTML alone, in the browser's language, while the web app loads behind it and
 * then draws the same screen in its place. The stylesheet moves below this screen, so it no longer
 * holds the first paint back (Chromium paints what stands before a stylesheet in the body).
 */
import { pickLocale, loadSiteText } from '@sprout/shared/i18n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The browser's languages, best first, from Accept-Language ("fr-CH, fr;q=0.9, en;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

/** Just what the first screen shows (public.css and site.css say the same for the app's own drawing). */
const FIRST_SCREEN_CSS = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','Noto Sans KR','Noto Sans JP',sans-serif;font-size:16px;line-height:1.55;color:#000;background:#f8f9fa}
.fs-header{background:#fff;border-bottom:1px solid #dee2e6}
.fs-wrap{max-width:1140px;margin-inline:auto;padding-inline:16px;box-sizing:border-box}
.fs-header .fs-wrap{height:60px;display:flex;align-items:center;gap:16px}
.fs-brand{display:flex;align-items:center;gap:8px;font-size:18px;font-weight:700;color:inherit;text-decoration:none}
.fs-brand i{width:30px;height:30px;border-radius:50%;background:rgba(11,122,92,.1)}
.fs-main{padding-block:32px}
.fs-hero{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:center;gap:32px;padding:40px;border-radius:16px;background:linear-gradient(135deg,#e6f4ef 0%,#fff8ec 100%)}
.fs-text{display:flex;flex-direction:column;gap:18px}
.fs-art{justify-self:center;width:220px;height:220px;border-radius:50%;background:#fff;color:#0b7a5c;display:flex;align-items:center;justify-content:center;box-shadow:0 10px 30px rgba(11,122,92,.15)}
.fs-art svg{width:120px;height:120px}
@media (max-width:720px){.fs-hero{grid-template-columns:1fr;padding:24px}.fs-art{display:none}}
.fs-hero h1{margin:0;font-size:clamp(34px,5vw,52px);line-height:1.1;font-weight:750;color:#05503c}
.fs-hero p{margin:0;font-size:18px;line-height:1.6;color:#343a40;max-width:62ch}
.fs-actions{display:flex;flex-wrap:wrap;gap:12px}
.fs-actions a{display:inline-flex;align-items:center;height:42px;padding:0 22px;border-radius:8px;font-size:16px;font-weight:600;text-decoration:none;border:1px solid #ced4da;background:#fff;color:#000}
.fs-actions a:first-child{background:#0b7a5c;border-color:#0b7a5c;color:#fff}`;

/** The sprout the landing page draws beside its title (IntroducePage.tsx). */
const SPROUT_SVG =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round"><path d="M12 21v-9"/><path d="M12 12c0-4 3-7 8-7 0 5-3 8-8 7z"/><path d="M12 14c0-3-2.5-6-7-6 0 4 2.5 6.5 7 6z"/></svg>';

/** The markup that stands in #root until the web app draws /introduce itself. */
export async function introduceFirstScreen(
  acceptLanguage: string | undefined,
  signupOpen: boolean,
): Promise<{ locale: string; html: string }> {
  const locale = pickLocale(acceptedLanguages(acceptLanguage));
  const text = await loadSiteText(locale);
  const html = `<style>${FIRST_SCREEN_CSS}</style><div data-first-screen><header class="fs-header"><div class="fs-wrap"><a class="fs-brand" href="/login"><i aria-hidden="true"></i>Sprout</a></div></header><main class="fs-wrap fs-main"><section class="fs-hero"><div class="fs-text"><h1>${escape(text.hero.title)}</h1><p>${escape(text.hero.body)}</p><div class="fs-actions"><a href="/noaccount">${escape(signupOpen ? text.cta.sign_up : text.cta.get_app)}</a><a href="/login">${escape(text.cta.sign_in)}</a></div></div><div class="fs-art" aria-hidden="true">${SPROUT_SVG}</div></section></main></div>`;
  return { locale, html };
}

/** index.html with the first screen inside #root, the page's language set, and the stylesheet after it. */
export function withFirstScreen(indexHtml: string, screen: { locale: string; html: string }): string {
  const stylesheets: string[] = [];
  const head = indexHtml.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    stylesheets.push(link.trim());
    return '';
  });
  return head
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.locale}"`)
    .replace('<div id="root"></div>', `<div id="root">${screen.html}</div>${stylesheets.join('')}`);
}
