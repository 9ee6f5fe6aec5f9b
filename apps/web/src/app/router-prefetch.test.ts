// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useRouteTable } from '@/app/route-table';

it('starts the full route table with the router module when the first path is not public', async () => {
  // The router renders only once the club has loaded: the table need not wait for that.
  window.history.replaceState(null, '', '/events/list');
  expect(renderHook(() => useRouteTable()).result.current.status).toBe('idle');
  await import('@/app/router');
  expect(renderHook(() => useRouteTable()).result.current.status).not.toBe('idle');
}, 30_000); // loading the router module with the shell takes seconds on a busy machine
