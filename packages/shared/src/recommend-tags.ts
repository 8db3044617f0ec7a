import type { Locale } from './constants.js';

/**
 * A starter set of tags offered to a family with few of their own
 * (GET /moment_tags/all `recommend_tags`), in each display language.
 */
export const RECOMMEND_TAGS: Record<Locale, readonly string[]> = {
  en: [
    'First smile',
    'First steps',
    'Birthday',
    'First tooth',
    'Bath time',
    'First word',
    'Holiday',
    'With grandparents',
  ],
  ko: ['첫 미소', '첫 걸음', '생일', '첫 이', '목욕 시간', '첫 말', '여행', '할머니 할아버지와'],
  ja: [
    'はじめての笑顔',
    'はじめの一歩',
    '誕生日',
    'はじめての歯',
    'お風呂',
    'はじめての言葉',
    '旅行',
    'おじいちゃんおばあちゃんと',
  ],
  'zh-CN': ['第一次微笑', '第一次走路', '生日', '第一颗牙', '洗澡时间', '第一次说话', '旅行', '和爷爷奶奶'],
  'zh-TW': ['第一次微笑', '第一次走路', '生日', '第一顆牙', '洗澡時間', '第一次說話', '旅行', '和爺爺奶奶'],
  de: [
    'Erstes Lächeln',
    'Erste Schritte',
    'Geburtstag',
    'Erster Zahn',
    'Badezeit',
    'Erstes Wort',
    'Urlaub',
    'Bei Oma und Opa',
  ],
  fr: [
    'Premier sourire',
    'Premiers pas',
    'Anniversaire',
    'Première dent',
    "L'heure du bain",
    'Premier mot',
    'Vacances',
    'Avec papi et mamie',
  ],
};
