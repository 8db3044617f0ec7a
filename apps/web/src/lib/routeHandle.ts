import type { Params } from 'react-router';
import type { Catalogue } from '@sprout/shared/i18n';

export type TitleKey = keyof Catalogue['common']['titles'];

/** What a route declares about itself: its page title, or that it is the catch-all of unknown paths. */
export interface RouteHandle {
  title?: TitleKey | ((params: Params) => TitleKey);
  /** The route of any path the table does not know (a personal domain, or else a mistake). */
  unknownPath?: true;
}

export function routeTitleKey(handle: RouteHandle | undefined, params: Params): TitleKey | null {
  if (!handle?.title) return null;
  return typeof handle.title === 'function' ? handle.title(params) : handle.title;
}

export const titled = (title: NonNullable<RouteHandle['title']>): RouteHandle => ({ title });

/** The catch-all route's handle. */
export const UNKNOWN_PATH_HANDLE: RouteHandle = { unknownPath: true };
