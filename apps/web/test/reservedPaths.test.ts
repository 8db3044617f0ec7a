import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { domainFormat, isReservedDomain } from '@sprout/shared';
import { routes } from '../src/app/router';

/** The first path segment of every route: the first `path` met going down, through pathless layouts. */
function firstSegments(table: RouteObject[]): string[] {
  return table.flatMap((route) => {
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const first = route.path.replace(/^\//, '').split('/')[0] ?? '';
    return first === '' || first === '*' || first.startsWith(':') ? [] : [first];
  });
}

describe('pages of the web app are never a personal domain', () => {
  it('reserves the first segment of every route in the route table', () => {
    const segments = firstSegments(routes);
    // Read from the table, not guessed: the public and the signed-in screens are both in it.
    expect(segments).toEqual(expect.arrayContaining(['login', 'timeline', 'profile']));
    const open = segments.filter((segment) => domainFormat(segment) === 'ok' && !isReservedDomain(segment));
    expect(open, 'routes a baby could take as a personal domain').toEqual([]);
  });
});
