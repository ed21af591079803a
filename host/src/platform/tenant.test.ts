import { TENANTS, type TenantConfig } from '../config/tenants';
import { resolveApiTarget, UNKNOWN_TENANT_BASE } from './tenant';

const tenants: TenantConfig[] = [
  {
    id: 'acme',
    api: {
      local: 'http://localhost:8031',
      test: 'http://acme.test.internal',
      dev: 'https://api.acme.dev',
      demo: 'https://api.acme.demo',
      prod: 'https://api.acme.prod',
    },
    hosts: {
      local: ['localhost'],
      test: ['acme.test.example'],
      dev: ['acme.dev.example'],
      demo: ['acme.demo.example'],
      prod: ['acme.example'],
    },
    customDomains: ['invest.acme.com'],
  },
  {
    id: 'beta',
    api: { dev: 'https://api.beta.dev', demo: 'https://api.beta.demo', prod: 'https://api.beta.prod' },
    hosts: { dev: ['beta.dev.example'], demo: ['beta.demo.example'], prod: ['beta.example'] },
    customDomains: [],
  },
];

describe('the tenant map', () => {
  it.each([
    ['localhost', 'acme', 'local', 'http://localhost:8031'],
    ['acme.test.example', 'acme', 'test', 'http://acme.test.internal'],
    ['acme.dev.example', 'acme', 'dev', 'https://api.acme.dev'],
    ['acme.demo.example', 'acme', 'demo', 'https://api.acme.demo'],
    ['acme.example', 'acme', 'prod', 'https://api.acme.prod'],
    ['beta.dev.example', 'beta', 'dev', 'https://api.beta.dev'],
    ['beta.example', 'beta', 'prod', 'https://api.beta.prod'],
  ])('sends the page host %s to tenant %s, environment %s, base %s', (host, tenant, environment, baseUrl) => {
    expect(resolveApiTarget(host, tenants)).toEqual({ known: true, tenant, environment, baseUrl });
  });

  it("maps a tenant's custom domain to its prod base", () => {
    expect(resolveApiTarget('invest.acme.com', tenants)).toEqual({
      known: true,
      tenant: 'acme',
      environment: 'prod',
      baseUrl: 'https://api.acme.prod',
    });
  });

  it('ignores the case of the host and a trailing dot', () => {
    expect(resolveApiTarget('Acme.Example.', tenants).baseUrl).toBe('https://api.acme.prod');
  });

  it('gives an unknown host the error base', () => {
    expect(resolveApiTarget('evil.example', tenants)).toEqual({ known: false, host: 'evil.example', baseUrl: UNKNOWN_TENANT_BASE });
  });

  describe('the shipped configuration', () => {
    it('sends localhost and 127.0.0.1 to the demo tenant on the local API port 8031', () => {
      expect(resolveApiTarget('localhost', TENANTS).baseUrl).toBe('http://localhost:8031');
      expect(resolveApiTarget('127.0.0.1', TENANTS)).toMatchObject({ tenant: 'demo', baseUrl: 'http://127.0.0.1:8031' });
    });

    it('sends exeu.localhost to the exeu tenant on the local API', () => {
      expect(resolveApiTarget('exeu.localhost', TENANTS)).toMatchObject({ tenant: 'exeu', baseUrl: 'http://exeu.localhost:8031' });
    });

    it('gives every tenant a dev, a demo and a prod base', () => {
      for (const tenant of TENANTS) {
        expect([tenant.api.dev, tenant.api.demo, tenant.api.prod].every((base) => /^https?:\/\//.test(base))).toBe(true);
      }
    });

    it('lets no page host belong to two tenants', () => {
      const hosts = TENANTS.flatMap((tenant) => [...Object.values(tenant.hosts).flat(), ...tenant.customDomains]);
      expect(new Set(hosts).size).toBe(hosts.length);
    });
  });
});
