import { version as reactVersion } from 'react';
import { platform } from 'host/platform';
import type { AppEventMap } from 'shared';

// Listening before the module is evaluated, as the host does before it loads a remote.
const reports: AppEventMap['remote.ready'][] = [];
platform.bus.on('remote.ready').subscribe((report) => reports.push(report));

beforeAll(async () => {
  await import('./routes');
});

describe('remote_invest routes module', () => {
  it('announces itself on the bus with the React and platform it received', () => {
    expect(reports).toEqual([{ name: 'remote_invest', buildVersion: __BUILD_VERSION__, reactVersion, platformId: platform.id }]);
  });
});
