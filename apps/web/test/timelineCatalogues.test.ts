import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@sprout/shared';
import { deTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/de';
import { enTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/en';
import { frTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/fr';
import { jaTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/ja';
import { koTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/ko';
import { zhCNTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/zh-CN';
import { zhTWTimelineWeb } from '../../../packages/shared/src/i18n/web-timeline/zh-TW';

const web: Record<Locale, unknown> = { en: enTimelineWeb, ko: koTimelineWeb, ja: jaTimelineWeb, 'zh-CN': zhCNTimelineWeb, 'zh-TW': zhTWTimelineWeb, de: deTimelineWeb, fr: frTimelineWeb };

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

describe('timeline strings', () => {
  const english = flatten(web.en);

  it('has both plural forms wherever English has one', () => {
    for (const key of english.keys()) {
      if (key.endsWith('_one')) expect(english.has(key.replace(/_one$/, '_other')), key).toBe(true);
      if (key.endsWith('_other')) expect(english.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });

  it('is translated rather than copied from English', () => {
    // Shared notation and words borrowed as they are.
    const allowed = new Set(['age.day_count', 'age.countdown', 'age.pair', 'comments.by', 'comments.words', 'audio.pause', 'audio.seek', 'timeline_ui.bucket_moments_one', 'timeline_ui.bucket_moments_other']);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const strings = flatten(web[locale]);
      const copied = [...english].filter(([key, text]) => !allowed.has(key) && strings.get(key) === text && /[a-z]{3}/.test(text)).map(([key]) => key);
      expect(copied, locale).toEqual([]);
    }
  });
});
