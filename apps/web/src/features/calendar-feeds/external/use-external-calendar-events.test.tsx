// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useExternalCalendarEvents } from '@/features/calendar-feeds/external/use-external-calendar-events';
import { AppFrame, fakeNetwork, testSite } from '@/features/calendar-feeds/testing/fake-network';
import {
  ROWING_ADDRESS,
  rowingCalendar,
  TEST_RANGE,
} from '@/features/calendar-feeds/testing/rowing-calendar';

afterEach(cleanup);

const ROWING = ROWING_ADDRESS;
const DEAD = 'https://dead.example/api/events/public';
const HIDDEN = 'https://hidden.example/api/events/public';
const RANGE = TEST_RANGE;

function setUp(allowed = [ROWING, DEAD, HIDDEN]) {
  const net = fakeNetwork({
    'GET /api/calendar-feeds/external': () => ({
      status: 200,
      body: {
        calendars: allowed.map((url) => ({ url, hidden: url === HIDDEN })),
      },
    }),
    [`GET ${ROWING}`]: () => ({ status: 200, body: rowingCalendar }),
    // DEAD has no route: the connection fails
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppFrame site={testSite(allowed)}>{children}</AppFrame>
  );
  return { net, wrapper };
}

describe('useExternalCalendarEvents', () => {
  it("brings the shown calendars' events; a dead address is skipped, a hidden one never asked", async () => {
    const { net, wrapper } = setUp();
    const { result } = renderHook(() => useExternalCalendarEvents(RANGE), { wrapper });
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current[1]).toMatchObject({
      name: 'Head of the River',
      organisation: 'Rowing Club',
      url: 'https://rowing.example/events/7',
    });
    const asked = net.calls.map((c) => c.url.split('?')[0]);
    expect(asked).toContain(DEAD);
    expect(asked).not.toContain(HIDDEN);
    // nothing of ours goes to another site
    const toRowing = net.calls.find((c) => c.url.startsWith(ROWING));
    expect(toRowing?.init.credentials).toBe('omit');
    expect(new Headers(toRowing?.init.headers).get('authorization')).toBeNull();
  });

  it('asks nothing before the calendar has a range, or when the club allows none', async () => {
    const none = setUp([]);
    const { result } = renderHook(() => useExternalCalendarEvents(RANGE), {
      wrapper: none.wrapper,
    });
    const idle = setUp();
    renderHook(() => useExternalCalendarEvents(null), { wrapper: idle.wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([]);
    expect(none.net.calls).toEqual([]);
    expect(idle.net.calls.filter((c) => !c.url.startsWith('/api/'))).toEqual([]);
  });
});
