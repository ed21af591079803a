/**
 * Which API each tenant's front end talks to. Data, not code: a new tenant or a new domain is a
 * new entry here, and `resolveApiTarget` never grows a branch.
 */
export const ENVIRONMENTS = ['local', 'test', 'dev', 'demo', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface TenantConfig {
  id: string;
  /** The backend base of each environment; every tenant has dev, demo and prod, some local or test. */
  api: { dev: string; demo: string; prod: string; local?: string; test?: string };
  /** Page hosts of each environment (the platform's own domains). */
  hosts: Partial<Record<Environment, readonly string[]>>;
  /** The tenant's own domains: always production. */
  customDomains: readonly string[];
  /** The tenant's public website, where logout sends people (with `logout=true`). */
  externalSiteUrl?: string;
}

/** The local API listens on this port (spec section 9). */
const LOCAL_API_PORT = 8031;

export const TENANTS: readonly TenantConfig[] = [
  {
    id: 'demo',
    api: {
      local: `http://localhost:${LOCAL_API_PORT}`,
      test: `http://127.0.0.1:${LOCAL_API_PORT}`,
      dev: 'https://api.demo.dev.invest-platform.example',
      demo: 'https://api.demo.demo.invest-platform.example',
      prod: 'https://api.demo.invest-platform.example',
    },
    hosts: {
      local: ['localhost'],
      test: ['127.0.0.1'],
      dev: ['demo.dev.invest-platform.example'],
      demo: ['demo.demo.invest-platform.example'],
      prod: ['demo.invest-platform.example'],
    },
    customDomains: ['invest.demo-company.example'],
  },
  {
    id: 'exeu',
    api: {
      local: `http://exeu.localhost:${LOCAL_API_PORT}`,
      dev: 'https://api.exeu.dev.invest-platform.example',
      demo: 'https://api.exeu.demo.invest-platform.example',
      prod: 'https://api.exeu.invest-platform.example',
    },
    hosts: {
      local: ['exeu.localhost'],
      dev: ['exeu.dev.invest-platform.example'],
      demo: ['exeu.demo.invest-platform.example'],
      prod: ['exeu.invest-platform.example'],
    },
    customDomains: ['members.exeu.example', 'www.members.exeu.example'],
    externalSiteUrl: 'https://exeu.example',
  },
];
