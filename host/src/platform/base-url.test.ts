import { baseUrlFor } from './base-url';

const backend = 'http://localhost:8031';

describe('the base URL of a request (spec section 7)', () => {
  it.each([
    ['/users/me', `${backend}/api/v2/pfp`],
    ['/manager/users/1/impersonate', `${backend}/api/v2/pfp`],
    ['/auth/register', `${backend}/api/v2`],
    ['/auth/verify-email', `${backend}/api/v2`],
    ['/country/list', `${backend}/api/v2`],
    ['/users/1/country', `${backend}/api/v2`],
    ['/user-legal-information/5', `${backend}/api/v2`],
    ['/user-legal-document', `${backend}/api/v2`],
    ['/suitability-test/answers', `${backend}/api/v2`],
    ['/tenant-form-experienced', `${backend}/api/v2`],
    ['/user-form-experienced/3', `${backend}/api/v2`],
    ['/saas/tenants', `${backend}/api/v2`],
    ['/v2/ui/get-customization', backend],
    ['/v2/user/login', backend],
    ['/v2/user/logout', backend],
  ])('resolves %s against %s', (url, base) => {
    expect(baseUrlFor(url, backend)).toBe(base);
  });

  it('uses the bare backend for /v2/ URLs even when they contain a plain-path fragment', () => {
    expect(baseUrlFor('/v2/auth/country', backend)).toBe(backend);
  });

  it('treats /saas/ as plain only at the start of the URL', () => {
    expect(baseUrlFor('/projects/saas/1', backend)).toBe(`${backend}/api/v2/pfp`);
  });

  it('ignores a trailing slash on the backend base', () => {
    expect(baseUrlFor('/users/me', `${backend}/`)).toBe(`${backend}/api/v2/pfp`);
  });
});
