import { translate, translateCount } from '@sprout/shared/i18n/server';
import type { DigestRhythm } from '../db/schema.js';

/** What one digest says, already chosen for its member: only what they may see. */
export interface DigestContent {
  locale: string;
  memberName: string;
  babyName: string;
  rhythm: Exclude<DigestRhythm, 'none'>;
  /** Who added what: one line each ("Dad added 12 photos"), already in words. */
  added: string[];
  /** The thumbnails, embedded by content id, and how many new moments the pictures leave out. */
  pictures: Array<{ cid: string }>;
  more: number;
  comments: Array<{ name: string; text: string }>;
  moreComments: number;
  onThisDay: { cid: string; yearsAgo: number } | null;
  albumUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A comment in a digest is a glimpse, not the whole conversation. */
const glimpse = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

/**
 * The digest as a mail: a fixed subject, a plain-text part and an HTML part readable on a phone (one
 * column, at most 600 px, thumbnails three to a row, large type and a big button). Every image is
 * embedded (cid:), never a public URL; links lead into Sprout, where signing in is required.
 */
export function renderDigest(c: DigestContent): { subject: string; text: string; html: string } {
  const t = (key: string, params?: Record<string, string | number>) => translate(c.locale, `mail.${key}`, params);
  const n = (key: string, count: number) => translateCount(c.locale, `mail.${key}`, count);
  const heading = t('digest_heading', { baby: c.babyName });
  const why = t(`digest_why_${c.rhythm}`, { baby: c.babyName });
  const onThisDay = c.onThisDay ? n('digest_on_this_day', c.onThisDay.yearsAgo) : null;

  const text = [
    t('digest_hello', { name: c.memberName }),
    '',
    heading,
    ...c.added.map((line) => `- ${line}`),
    ...(c.more > 0 ? [`  ${n('digest_more', c.more)}`] : []),
    ...(c.comments.length > 0
      ? ['', t('digest_comments_heading'), ...c.comments.map((x) => `- ${x.name}: ${glimpse(x.text)}`)]
      : []),
    ...(c.moreComments > 0 ? [`  ${n('digest_comments_more', c.moreComments)}`] : []),
    ...(onThisDay ? ['', onThisDay] : []),
    '',
    `${t('digest_open')}: ${c.albumUrl}`,
    t('digest_sign_in'),
    '',
    '--',
    why,
    `${t('digest_settings')}: ${c.settingsUrl}`,
    `${t('digest_unsubscribe')}: ${c.unsubscribeUrl}`,
    t('digest_footer'),
  ].join('\n');

  const cell = (cid: string) =>
    `<td style="padding:4px;width:33%"><img src="cid:${cid}" alt="" width="184" style="display:block;width:100%;max-width:184px;height:auto;border-radius:8px"></td>`;
  const rows: string[] = [];
  for (let i = 0; i < c.pictures.length; i += 3)
    rows.push(
      `<tr>${c.pictures
        .slice(i, i + 3)
        .map((p) => cell(p.cid))
        .join('')}</tr>`,
    );
  const para = (content: string, style = '') =>
    `<p style="margin:0 0 12px;font-size:17px;line-height:1.5;color:#1f2933;${style}">${content}</p>`;
  const html = `<!doctype html>
<html lang="${escape(c.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f7f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f5"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif">
<tr><td style="padding:24px 20px 8px">
${para(escape(t('digest_hello', { name: c.memberName })))}
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:#087f5b">${escape(heading)}</h1>
${c.added.map((line) => para(escape(line), 'margin-bottom:4px')).join('\n')}
</td></tr>
${rows.length > 0 ? `<tr><td style="padding:8px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table></td></tr>` : ''}
${c.more > 0 ? `<tr><td style="padding:0 20px">${para(escape(n('digest_more', c.more)), 'color:#52606d')}</td></tr>` : ''}
${
  c.comments.length > 0
    ? `<tr><td style="padding:8px 20px"><h2 style="margin:8px 0;font-size:18px;color:#1f2933">${escape(t('digest_comments_heading'))}</h2>${c.comments
        .map((x) => para(`<strong>${escape(x.name)}</strong>: ${escape(glimpse(x.text))}`))
        .join(
          '',
        )}${c.moreComments > 0 ? para(escape(n('digest_comments_more', c.moreComments)), 'color:#52606d') : ''}</td></tr>`
    : ''
}
${
  c.onThisDay && onThisDay
    ? `<tr><td style="padding:8px 20px"><h2 style="margin:8px 0;font-size:18px;color:#1f2933">${escape(onThisDay)}</h2><img src="cid:${c.onThisDay.cid}" alt="" width="280" style="display:block;width:100%;max-width:280px;height:auto;border-radius:8px"></td></tr>`
    : ''
}
<tr><td style="padding:16px 20px 8px" align="left"><a href="${escape(c.albumUrl)}" style="display:inline-block;background:#087f5b;color:#ffffff;text-decoration:none;font-size:18px;font-weight:600;padding:14px 24px;border-radius:8px">${escape(t('digest_open'))}</a>
${para(escape(t('digest_sign_in')), 'font-size:15px;color:#52606d;margin-top:12px')}</td></tr>
<tr><td style="padding:8px 20px 24px;border-top:1px solid #e4e7eb">
${para(escape(why), 'font-size:14px;color:#52606d')}
${para(`<a href="${escape(c.settingsUrl)}" style="color:#087f5b">${escape(t('digest_settings'))}</a> · <a href="${escape(c.unsubscribeUrl)}" style="color:#087f5b">${escape(t('digest_unsubscribe'))}</a>`, 'font-size:14px')}
${para(escape(t('digest_footer')), 'font-size:13px;color:#7b8794')}
</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: t('digest_subject'), text, html };
}
