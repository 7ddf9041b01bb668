import { useLocation } from 'react-router-dom';

/**
 * The entry of `pages` whose `path` is the current address: one page component serves every route of a
 * content list (the five services, the four product categories), and the route table lists the same paths
 * (router.tsx, from src/content/catalogue/slugs.ts). No entry means the two disagree, a build mistake the
 * route's error page reports.
 */
export function useRouteContent<T extends { path: string }>(pages: readonly T[]): T {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no content for ${path}`);
  return page;
}
