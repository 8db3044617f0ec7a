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
.fs-hero{display:flex;flex-direction:column;gap:18px;padding:40px;border-radius:16px;background:linear-gradient(135deg,#e6f4ef 0%,#fff8ec 100%)}
.fs-hero h1{margin:0;font-size:clamp(34px,5vw,52px);line-height:1.1;font-weight:750;color:#05503c}
.fs-hero p{margin:0;font-size:18px;line-height:1.6;color:#343a40;max-width:62ch}
.fs-actions{display:flex;flex-wrap:wrap;gap:12px}
.fs-actions a{display:inline-flex;align-items:center;height:42px;padding:0 22px;border-radius:8px;font-size:16px;font-weight:600;text-decoration:none;border:1px solid #ced4da;background:#fff;color:#000}
.fs-actions a:first-child{background:#0b7a5c;border-color:#0b7a5c;color:#fff}`;

/** The markup that stands in #root until the web app draws /introduce itself. */
export async function introduceFirstScreen(
  acceptLanguage: string | undefined,
  signupOpen: boolean,
): Promise<{ locale: string; html: string }> {
  const locale = pickLocale(acceptedLanguages(acceptLanguage));
  const text = await loadSiteText(locale);
  const html = `<style>${FIRST_SCREEN_CSS}</style><div data-first-screen><header class="fs-header"><div class="fs-wrap"><a class="fs-brand" href="/login"><i aria-hidden="true"></i>Sprout</a></div></header><main class="fs-wrap fs-main"><section class="fs-hero"><h1>${escape(text.hero.title)}</h1><p>${escape(text.hero.body)}</p><div class="fs-actions"><a href="/noaccount">${escape(signupOpen ? text.cta.sign_up : text.cta.get_app)}</a><a href="/login">${escape(text.cta.sign_in)}</a></div></section></main></div>`;
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
