import type { Params } from 'react-router';
import type { Catalogue } from '@sprout/shared/i18n';

export type TitleKey = keyof Catalogue['common']['titles'];

/** What a route declares about itself: its page title. */
export interface RouteHandle {
  title: TitleKey | ((params: Params) => TitleKey);
}

export function routeTitleKey(handle: RouteHandle | undefined, params: Params): TitleKey | null {
  if (!handle) return null;
  return typeof handle.title === 'function' ? handle.title(params) : handle.title;
}

export const titled = (title: RouteHandle['title']): RouteHandle => ({ title });
