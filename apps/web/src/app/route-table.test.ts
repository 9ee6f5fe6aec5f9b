// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadRouteTable, useRouteTable } from '@/app/route-table';
import { ROUTES } from '@/app/routes';

describe('the lazily loaded route table', () => {
  it('is not loaded until asked for, then loads once with every row', async () => {
    const { result } = renderHook(() => useRouteTable());
    expect(result.current.status).toBe('idle');

    act(() => loadRouteTable());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current;
    expect(ready.status === 'ready' && ready.routes).toBe(ROUTES);

    act(() => loadRouteTable());
    expect(result.current).toBe(ready);
  });
});
