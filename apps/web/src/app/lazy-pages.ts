import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppRoute } from '@/app/route-types';

const cache = new Map<AppRoute['component'], LazyExoticComponent<ComponentType>>();

/** One React.lazy per page loader, so the same page is not loaded twice. */
export function lazyPage(loader: AppRoute['component']): LazyExoticComponent<ComponentType> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy(loader);
    cache.set(loader, page);
  }
  return page;
}

export const NotFoundPage = lazyPage(() => import('@/shell/error-pages/not-found-page'));
export const ForbiddenPage = lazyPage(() => import('@/shell/error-pages/forbidden-page'));
