export interface ServerErrorReport {
  status: number;
  method: string;
  url: string;
  error: string | null;
  requestId: string | null;
}

/** A remote the host refused to run: built for another platform contract or singleton major. */
interface RemoteRefusedReport {
  kind: 'remote_refused';
  remote: string;
  entry: string;
  /** One line per reason, both versions in each. */
  problems: readonly string[];
}

export type ErrorReport = ServerErrorReport | RemoteRefusedReport;

export interface ErrorReporter {
  readonly active: boolean;
  report(event: ErrorReport): void;
}

export type ReportSink = (endpoint: string, clientToken: string, event: ErrorReport) => void;

/** Fire and forget: a failing report must never turn into another error for the user. */
const beaconSink: ReportSink = (endpoint, clientToken, event) => {
  void fetch(endpoint, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CLIENT-TOKEN': clientToken },
    body: JSON.stringify({ ...event, page: globalThis.location?.href ?? null, at: new Date().toISOString() }),
  }).catch(() => undefined);
};

/** Reports server failures (status >= 500) and refused remotes to the error-reporting service,
 * which is switched on only by configuring its client token (spec section 8). */
export function createErrorReporter(
  config: { clientToken: string | null; endpoint: string | null },
  sink: ReportSink = beaconSink,
): ErrorReporter {
  const { clientToken, endpoint } = config;
  if (!clientToken || !endpoint) return { active: false, report: () => undefined };
  return { active: true, report: (event) => sink(endpoint, clientToken, event) };
}
