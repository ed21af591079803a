import { createErrorReporter, type ServerErrorReport } from './error-reporter';

const event: ServerErrorReport = { status: 500, method: 'GET', url: '/x', error: 'internal_error', requestId: 'r1' };

describe('the error reporter', () => {
  it('stays off without a client token', () => {
    const sink = jest.fn();
    const reporter = createErrorReporter({ clientToken: null, endpoint: 'https://errors.example/ingest' }, sink);
    reporter.report(event);
    expect(reporter.active).toBe(false);
    expect(sink).not.toHaveBeenCalled();
  });

  it('sends each report with the client token once configured', () => {
    const sink = jest.fn();
    const reporter = createErrorReporter({ clientToken: 'ct-1', endpoint: 'https://errors.example/ingest' }, sink);
    reporter.report(event);
    expect(reporter.active).toBe(true);
    expect(sink).toHaveBeenCalledWith('https://errors.example/ingest', 'ct-1', event);
  });
});
