import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { loadCatalogue } from '@sprout/shared/i18n';
import { possessiveContext } from '../src/lib/possessive';

describe('the album header, "{0}\'s Album" in each language\'s own form', () => {
  it('marks names that end in a hissing sound', () => {
    expect(possessiveContext('Mia')).toBeUndefined();
    expect(possessiveContext('Max')).toBe('sibilant');
    expect(possessiveContext('Hans ')).toBe('sibilant');
    expect(possessiveContext('Fritz')).toBe('sibilant');
    expect(possessiveContext('Grace')).toBe('sibilant');
  });

  it('reads naturally in English and German', async () => {
    const [en, de] = await Promise.all([loadCatalogue('en'), loadCatalogue('de')]);
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { common: en.common }, de: { common: de.common } },
      interpolation: { escapeValue: false },
    });
    const header = (lng: string, name: string) =>
      i18n.getFixedT(lng, 'common')('header.viewing', { name, context: possessiveContext(name) });
    expect(header('en', 'Mia')).toBe("Mia's Album");
    expect(header('en', 'Max')).toBe("Max's Album");
    expect(header('de', 'Mia')).toBe('Mias Album');
    expect(header('de', 'Max')).toBe('Max’ Album');
  });
});
