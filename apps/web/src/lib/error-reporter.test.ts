// @vitest-environment jsdom
import type { ClientErrorReport } from '@crewcall/contract';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from '@/lib/error-reporter';

function setup() {
  let time = 1_000_000;
  const sent: ClientErrorReport[] = [];
  const reporter = createErrorReporter({
    endpoint: '/api/client-errors',
    version: '1.4.14',
    environment: 'production',
    commit: 'abc1234',
    now: () => time,
    send: (_endpoint, report) => sent.push(report),
  });
  return { reporter, sent, advance: (ms: number) => (time += ms) };
}

describe('error reporter', () => {
  it('sends message, stack, level, version, environment and commit', () => {
    const { reporter, sent } = setup();
    reporter.report(new Error('Boom'));
    reporter.report('plain text', 'warning');
    expect(sent[0]).toMatchObject({
      message: 'Boom',
      level: 'error',
      version: '1.4.14',
      environment: 'production',
      commit: 'abc1234',
    });
    expect(sent[0].stack).toContain('Boom');
    expect(sent[1]).toMatchObject({ message: 'plain text', level: 'warning' });
  });

  it('sends at most 60 reports a minute', () => {
    const { reporter, sent, advance } = setup();
    const results = Array.from({ length: 75 }, (_, i) => reporter.report(new Error(`e${i}`)));
    expect(sent).toHaveLength(60);
    expect(results.filter(Boolean)).toHaveLength(60);
    advance(59_999);
    expect(reporter.report(new Error('still throttled'))).toBe(false);
    advance(1);
    expect(reporter.report(new Error('a new minute'))).toBe(true);
    expect(sent).toHaveLength(61);
  });

  it('uses a sliding minute', () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 30; i++) reporter.report(new Error('first half'));
    advance(30_000);
    for (let i = 0; i < 40; i++) reporter.report(new Error('second half'));
    expect(sent).toHaveLength(60);
    advance(30_000); // the first 30 are now a minute old
    for (let i = 0; i < 40; i++) reporter.report(new Error('third'));
    expect(sent).toHaveLength(90);
  });

  it('reports window errors and rejections without swallowing them', () => {
    const { reporter, sent } = setup();
    const target = new EventTarget() as unknown as Window;
    const uninstall = reporter.install(target);
    const error = new ErrorEvent('error', { error: new Error('uncaught'), cancelable: true });
    target.dispatchEvent(error);
    const rejection = new Event('unhandledrejection', { cancelable: true }) as Event & {
      reason?: unknown;
    };
    rejection.reason = new Error('rejected');
    target.dispatchEvent(rejection);
    expect(sent.map((r) => r.message)).toEqual(['uncaught', 'rejected']);
    // Not prevented: the browser still reports them as uncaught.
    expect(error.defaultPrevented).toBe(false);
    expect(rejection.defaultPrevented).toBe(false);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(sent).toHaveLength(2);
  });

  it('posts JSON to the endpoint by default', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const reporter = createErrorReporter({
      endpoint: 'https://errors.example/ingest',
      version: '1.4.14',
      environment: 'production',
      commit: 'dev',
    });
    reporter.report(new Error('x'));
    expect(fetchMock).toHaveBeenCalledWith(
      'https://errors.example/ingest',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    vi.unstubAllGlobals();
  });
});
