/**
 * The session endpoints of the HTTP contract as MSW handlers, for a standalone dev server
 * without the API (and any test that signs in through the forms): any password signs in the
 * demo login it names, with that login's role.
 */
import { http, HttpResponse } from 'msw';
import type { Role } from 'shared';
import { loginAnswer } from './login-answer';

/** The role of each demo login (README), by the part before the `@`; others are investors. */
const DEMO_ROLES: Readonly<Record<string, Role>> = {
  manager: 'ADMIN',
  entrepreneur: 'ENTREPRENEUR',
  company: 'ENTREPRENEUR',
  premium: 'PREMIUM_USER',
};

export function sessionApi() {
  return [
    http.get('*/v2/ui/get-customization', () => HttpResponse.json({ data: {} })),
    http.post('*/v2/user/login', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      const role = DEMO_ROLES[email.split('@')[0] ?? ''] ?? 'USER';
      return HttpResponse.json(loginAnswer({ email, role, token: `mock-${role.toLowerCase()}` }));
    }),
    http.post('*/v2/user/logout', () => HttpResponse.json({ data: { logged_out: true } })),
  ];
}
