import type { ClientErrorReport } from '@crewcall/contract';

export type ErrorLevel = 'error' | 'warning';

export interface ErrorReporterOptions {
  endpoint: string;
  version: string;
  environment: string;
  commit: string;
  /** Reports allowed per minute; the rest are dropped (spec: 60). */
  limitPerMinute?: number;
  now?: () => number;
  send?: (endpoint: string, report: ClientErrorReport) => void;
}

export interface ErrorReporter {
  /** Sends one report unless the minute's quota is used up; says whether it was sent. */
  report(error: unknown, level?: ErrorLevel): boolean;
  /** Listens for uncaught errors and unhandled rejections; returns the uninstaller. */
  install(target: Window): () => void;
}

const WINDOW_MS = 60_000;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

function defaultSend(endpoint: string, report: ClientErrorReport): void {
  try {
    void fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // The reporter must never become a source of errors itself.
  }
}

export function createErrorReporter({
  endpoint,
  version,
  environment,
  commit,
  limitPerMinute = 60,
  now = Date.now,
  send = defaultSend,
}: ErrorReporterOptions): ErrorReporter {
  const sentAt: number[] = [];

  const allow = () => {
    const t = now();
    while (sentAt.length > 0 && t - sentAt[0] >= WINDOW_MS) sentAt.shift();
    if (sentAt.length >= limitPerMinute) return false;
    sentAt.push(t);
    return true;
  };

  const report = (error: unknown, level: ErrorLevel = 'error') => {
    if (!allow()) return false;
    const { message, stack } = describe(error);
    send(endpoint, {
      message: message.slice(0, 2000),
      stack: stack?.slice(0, 10000),
      level,
      url: typeof window === 'undefined' ? undefined : window.location.href.slice(0, 2000),
      version,
      environment,
      commit,
    });
    return true;
  };

  /*
   * The listeners report and leave the event alone (no preventDefault): the error carries
   * on to the browser's console as if nobody had looked, which is the "re-throw".
   */
  const install = (target: Window) => {
    const onError = (event: ErrorEvent) => {
      report(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      report(event.reason);
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  };

  return { report, install };
}
