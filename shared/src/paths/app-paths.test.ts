import { APP_ROUTES, AREA_ROUTES, hostPaths, investFlowPaths, investorPaths, managerPaths, NOTIFICATIONS_PATHS } from './app-paths';

describe('the address map', () => {
  it("sends each role group's notification e-mails to its own area's inbox, a page the web app serves", () => {
    expect(NOTIFICATIONS_PATHS).toEqual({ investor: '/user/notifications', issuer: '/entrepreneur/notifications', manager: '/manager/notifications' });
    for (const path of Object.values(NOTIFICATIONS_PATHS)) expect(APP_ROUTES).toContain(path);
    expect(APP_ROUTES).not.toContain('/notifications');
  });

  it("lists the host's pages and every area's routes, the entrepreneur without the manager's token screens", () => {
    expect(APP_ROUTES).toEqual(expect.arrayContaining(['/login', '/remember-password', '/user/earnings', '/manager/users/:id', '/entrepreneur/issuances/:id', '/invest/:slug/method-payment', '/invest/:slug/blocked']));
    expect(AREA_ROUTES.entrepreneur).not.toContain('tokens');
    expect(AREA_ROUTES.manager).toEqual(expect.arrayContaining(['tokens', 'tokens/new', 'tokens/:id']));
  });

  it('encodes the values it puts in an address', () => {
    expect(investorPaths.issuance.href('a/b')).toBe('/user/issuances/a%2Fb');
    expect(managerPaths.user.href('u 1')).toBe('/manager/users/u%201');
    expect(hostPaths.rememberPassword.href('t&k')).toBe('/remember-password?token=t%26k');
    expect(investFlowPaths.step('my project', 'sign', 'i1')).toBe('/invest/my%20project/sign?investment=i1');
    expect(investFlowPaths.book('vl')).toBe('/invest/vl/invest?mode=book');
  });
});
