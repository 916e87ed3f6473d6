import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/** The address the e2e checks visit for the catch-all route. */
export const UNKNOWN_PATH_SAMPLE = '/no-such-page';

/**
 * Every page address of a route table, for checks that must cover each page (the axe gate in e2e):
 * leaf routes only, `:params` filled with 1, optional segments dropped, the catch-all as one unknown
 * path, and redirect-only routes (an element that is a <Navigate>) skipped. Pages added to the table
 * later are covered without touching the checks.
 */
export function pagePaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const own = route.index ? '' : (route.path ?? '');
    const joined = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    if (route.children?.length) {
      paths.push(...pagePaths(route.children, joined));
      continue;
    }
    if (isValidElement(route.element) && route.element.type === Navigate) continue;
    paths.push(samplePath(joined));
  }
  return [...new Set(paths)];
}

function samplePath(pattern: string): string {
  if (pattern.endsWith('*')) return UNKNOWN_PATH_SAMPLE;
  const segments = pattern
    .split('/')
    .filter((segment) => segment && !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? '1' : segment));
  return `/${segments.join('/')}`;
}
