import { translate } from '@sprout/shared/i18n/server';
import { PRIVACY_LEVELS, RELATIONS, type Locale } from '@sprout/shared';

/**
 * The archive's offline timeline (docs/EXPORT.md): plain HTML, CSS and script
 * that read the document from `album.js` beside them, so `index.html` opened
 * from disk (file://) needs no server and no network. Every word comes from the
 * catalogues in the exporter's language; every text of the album is put in with
 * textContent, never as markup.
 */
const ARCHIVE_KEYS = [
  'title',
  'exported',
  'offline_note',
  'member_view',
  'likes',
  'comments',
  'tags',
  'place',
  'draft',
  'diary',
  'measurements',
  'empty',
  'by',
] as const;

const HTML = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sprout</title>
<link rel="stylesheet" href="viewer.css">
</head>
<body>
<header><h1 id="title"></h1><p id="subtitle"></p><p id="note"></p></header>
<main id="timeline"></main>
<script src="album.js"></script>
<script src="viewer.js"></script>
</body>
</html>
`;

const CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#faf7f2;color:#222}
header{padding:24px 16px;background:#fff;border-bottom:1px solid #e5ddd0}
h1{margin:0 0 4px;font-size:1.6rem}header p{margin:2px 0;color:#555}
main{max-width:760px;margin:0 auto;padding:16px}
.event{background:#fff;border:1px solid #e5ddd0;border-radius:12px;padding:16px;margin:0 0 16px}
.event h2{font-size:1rem;margin:0 0 8px;color:#444}
.moment{margin:12px 0}.moment img,.moment video{max-width:100%;max-height:80vh;border-radius:8px;display:block}
.moment audio{width:100%}.text{white-space:pre-wrap;line-height:1.5}
.meta{font-size:.85rem;color:#666;margin:4px 0}.badge{display:inline-block;border:1px solid #ccc;border-radius:999px;padding:0 8px;margin-right:6px}
.comments{border-top:1px solid #eee;margin-top:8px;padding-top:8px;font-size:.9rem}
.comments p{margin:4px 0}
`;

const SCRIPT = `(function () {
  var A = window.SPROUT_ALBUM, T = window.SPROUT_TEXT;
  function say(key, values) {
    var s = T[key] || key;
    for (var k in values || {}) s = s.split('{{' + k + '}}').join(values[k]);
    return s;
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  var people = {};
  A.members.forEach(function (m) { people[m.user_id] = m.name || m.email || '?'; });
  var name = function (id) { return people[id] || '?'; };
  var when = function (s) { return new Date(s * 1000).toLocaleString(); };
  document.title = say('title', { name: A.baby.name });
  document.getElementById('title').textContent = say('title', { name: A.baby.name });
  document.getElementById('subtitle').textContent =
    say('exported', { date: when(A.exported_at) }) +
    (A.scope === 'member_view' ? ' · ' + say('member_view', { name: name(A.exported_by.user_id) }) : '');
  document.getElementById('note').textContent = say('offline_note');
  var tagName = {}; A.tags.forEach(function (t) { tagName[t.id] = t.name; });
  var tagsOf = {}; A.taggings.forEach(function (t) { (tagsOf[t.moment_id] = tagsOf[t.moment_id] || []).push(tagName[t.tag_id]); });
  var said = {}; A.comments.forEach(function (c) { var k = c.target_type + ':' + c.target_id; (said[k] = said[k] || []).push(c); });
  var liked = {}; A.likes.forEach(function (l) { var k = l.target_type + ':' + l.target_id; liked[k] = (liked[k] || 0) + 1; });
  function conversation(parent, key) {
    var n = liked[key] || 0, list = said[key] || [];
    if (n) parent.appendChild(el('p', 'meta likes', say('likes', { count: n })));
    if (!list.length) return;
    var box = el('div', 'comments');
    box.appendChild(el('strong', null, say('comments')));
    list.forEach(function (c) { box.appendChild(el('p', null, name(c.user_id) + ': ' + c.content)); });
    parent.appendChild(box);
  }
  var byEvent = {};
  A.moments.forEach(function (m) { (byEvent[m.event_id] = byEvent[m.event_id] || []).push(m); });
  var root = document.getElementById('timeline');
  var events = A.events.slice().sort(function (a, b) { return b.taken_at_gmt - a.taken_at_gmt || b.id - a.id; });
  if (!events.length) root.appendChild(el('p', null, say('empty')));
  events.forEach(function (e) {
    var card = el('section', 'event');
    card.dataset.eventId = e.id;
    var head = e.local_date + ' · ' + say('by', { name: name(e.author_id) });
    if (e.layout === 'diary') head = say('diary') + ' · ' + head;
    if (e.draft) head += ' · ' + say('draft');
    card.appendChild(el('h2', null, head));
    if (e.caption) card.appendChild(el('p', 'text', e.caption));
    (byEvent[e.id] || []).sort(function (a, b) { return a.taken_at_gmt - b.taken_at_gmt || a.id - b.id; }).forEach(function (m) {
      var box = el('div', 'moment ' + m.type);
      var o = m.original;
      if (m.type === 'picture' && o) { var img = el('img'); img.src = o.path; img.alt = m.content || o.filename || ''; img.loading = 'lazy'; box.appendChild(img); }
      if (m.type === 'video' && o) { var v = el('video'); v.src = o.path; v.controls = true; v.preload = 'metadata'; box.appendChild(v); }
      if (m.type === 'audio' && o) { var a = el('audio'); a.src = o.path; a.controls = true; box.appendChild(a); }
      if (m.content) box.appendChild(el('p', 'text', m.content));
      var meta = el('p', 'meta');
      meta.appendChild(el('span', 'badge privacy', T['privacy.' + m.privacy] || m.privacy));
      meta.appendChild(el('span', null, when(m.taken_at_gmt)));
      box.appendChild(meta);
      if (m.place) box.appendChild(el('p', 'meta', say('place') + ': ' + [m.place.name, m.place.latitude, m.place.longitude].filter(function (x) { return x !== null; }).join(', ')));
      if (tagsOf[m.id]) box.appendChild(el('p', 'meta', say('tags') + ': ' + tagsOf[m.id].join(', ')));
      conversation(box, 'moment:' + m.id);
      card.appendChild(box);
    });
    conversation(card, 'event:' + e.id);
    root.appendChild(card);
  });
  var measured = A.tag_values.filter(function (v) { return v.value !== null; });
  if (measured.length) {
    var box = el('section', 'event');
    box.appendChild(el('h2', null, say('measurements')));
    measured.forEach(function (v) {
      box.appendChild(el('p', null, (v.measured_on || '') + ' · ' + (tagName[v.tag_id] || v.flag) + ': ' + v.value));
      conversation(box, 'tag_attr:' + v.id);
    });
    root.appendChild(box);
  }
})();
`;

/** The words of the offline timeline in one language: archive.*, privacy.* and relations.* of the labels. */
export function offlineText(locale: Locale): Record<string, string> {
  const text: Record<string, string> = {};
  for (const key of ARCHIVE_KEYS) text[key] = translate(locale, `archive.${key}`);
  for (const level of PRIVACY_LEVELS) text[`privacy.${level}`] = translate(locale, `privacy.${level}`);
  for (const relation of RELATIONS) text[`relation.${relation}`] = translate(locale, `relations.${relation}`);
  return text;
}

/** The offline timeline's files, in the order the archive holds them after album.json. */
export function offlineViewerFiles(document: string, locale: Locale): Array<{ name: string; data: Buffer }> {
  const albumJs = `window.SPROUT_ALBUM = ${document};\nwindow.SPROUT_TEXT = ${JSON.stringify(offlineText(locale))};\n`;
  return [
    { name: 'index.html', data: Buffer.from(HTML.replace('<html>', `<html lang="${locale}">`), 'utf8') },
    { name: 'viewer.css', data: Buffer.from(CSS, 'utf8') },
    { name: 'viewer.js', data: Buffer.from(SCRIPT, 'utf8') },
    { name: 'album.js', data: Buffer.from(albumJs, 'utf8') },
  ];
}
