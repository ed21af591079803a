import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseEnv } from './env.js';

describe('environment', () => {
  it('defaults to port 8031, PGlite in api/.data, outbox mail and demo seeding', () => {
    const env = parseEnv({});
    assert.equal(env.PORT, 8031);
    assert.match(env.DATA_DIR, /api\/\.data$/);
    assert.equal(env.DATABASE_URL, undefined);
    assert.equal(env.SMTP_URL, undefined);
    assert.equal(env.SEED_ON_START, true);
  });

  it('does not seed demo accounts in production unless asked', () => {
    assert.equal(parseEnv({ NODE_ENV: 'production' }).SEED_ON_START, false);
    assert.equal(parseEnv({ NODE_ENV: 'production', SEED_ON_START: 'true' }).SEED_ON_START, true);
  });

  it('stops with a readable message on a wrong value', () => {
    assert.throws(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }), (error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      return message.includes('PORT') && message.includes('DATABASE_URL must start with postgres://');
    });
  });

  it('bounds the PostgreSQL pool: size, wait for a connection, statement timeout', () => {
    const env = parseEnv({});
    assert.deepEqual([env.DB_POOL_MAX, env.DB_CONNECT_TIMEOUT_MS, env.DB_STATEMENT_TIMEOUT_MS], [10, 5_000, 15_000]);
    assert.equal(parseEnv({ DB_STATEMENT_TIMEOUT_MS: '500' }).DB_STATEMENT_TIMEOUT_MS, 500);
    assert.throws(() => parseEnv({ DB_POOL_MAX: '0' }), /DB_POOL_MAX/);
  });

  it('reads lists and flags', () => {
    const env = parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: '1' });
    assert.deepEqual(env.CORS_ORIGINS, ['https://a.example', 'https://b.example']);
    assert.equal(env.TRUST_PROXY, true);
  });
});
