import { describe, expect, it } from 'vitest';
import { acceptedLanguages, introduceFirstScreen, withFirstScreen } from '../../src/http/first-screen.js';

describe('the first screen of /introduce', () => {
  it('reads Accept-Language by weight, then order', () => {
    expect(acceptedLanguages('de-CH;q=0.5, fr-FR, en;q=0.8, *;q=0.1')).toEqual(['fr-FR', 'en', 'de-CH']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('xx;q=0, ko')).toEqual(['ko']);
  });

  it('speaks the browser language (Korean here, English for one Sprout does not have)', async () => {
    const korean = await introduceFirstScreen('ko-KR,ko;q=0.9', true);
    expect(korean.locale).toBe('ko');
    expect(korean.html).toContain('<h1>행복한 소동</h1>');
    expect(korean.html).toContain('<a href="/noaccount">가족 앨범 시작하기</a>');
    const other = await introduceFirstScreen('pt-BR', false);
    expect(other.locale).toBe('en');
    expect(other.html).toContain('<h1>Happy Troubles</h1>');
    expect(other.html).toContain('<a href="/noaccount">Create an account</a>');
  });

  it('stands in #root with the page language, and the stylesheet after it', () => {
    const index =
      '<html lang="en"><head><script type="module" src="/assets/i.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/i.css"></head><body><div id="root"></div></body></html>';
    const page = withFirstScreen(index, { locale: 'fr', html: '<h1>x</h1>' });
    expect(page).toBe(
      '<html lang="fr"><head><script type="module" src="/assets/i.js"></script></head><body><div id="root"><h1>x</h1></div><link rel="stylesheet" crossorigin href="/assets/i.css"></body></html>',
    );
  });
});
