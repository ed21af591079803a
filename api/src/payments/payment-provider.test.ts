import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import type { PayableMethod } from 'shared';
import { ApiError } from '../lib/errors.js';
import { PaymentProviders, type PaymentProvider } from './payment-provider.js';
import { loadProviderSecrets } from './provider-secrets.js';

const adapter = (name: string, methods: PayableMethod[]): PaymentProvider => ({
  name,
  methods,
  pendingStatus: () => 'CREDIT_CARD',
  start: () => Promise.reject(new Error('not started in this test')),
  redirectUrlOf: () => null,
});

describe('choosing the adapter of a method', () => {
  const providers = new PaymentProviders(
    [adapter('bank', ['bank_transfer', 'bank_wire']), adapter('sandbox', ['card_terminal', 'card_provider', 'bizum', 'crypto_wallet']), adapter('redsys', ['card_terminal', 'bizum']), adapter('stripe', ['card_provider'])],
    'bank',
    'sandbox',
  );

  it('sends transfers to the tenant bank account whatever the tenant names', () => {
    assert.equal(providers.forMethod('redsys', 'bank_transfer', { bank_transfer: 'stripe' }).name, 'bank');
  });

  it('takes the tenant adapter of the method over modules.payment', () => {
    const methods = { card_terminal: 'redsys', card_provider: 'stripe' } as const;
    assert.equal(providers.forMethod('sandbox', 'card_terminal', methods).name, 'redsys');
    assert.equal(providers.forMethod('sandbox', 'card_provider', methods).name, 'stripe');
    assert.equal(providers.forMethod('sandbox', 'bizum', methods).name, 'sandbox');
  });

  it('falls back to modules.payment, then the sandbox, when the named adapter is missing or does not take the method', () => {
    assert.equal(providers.forMethod('redsys', 'bizum', { bizum: 'unknown' }).name, 'redsys');
    assert.equal(providers.forMethod('redsys', 'card_provider', { card_provider: 'redsys' }).name, 'sandbox');
    assert.equal(providers.forMethod(null, 'crypto_wallet').name, 'sandbox');
  });

  it('refuses a hosted method with no adapter when the deployment runs no sandbox, instead of taking fake payments', () => {
    const live = new PaymentProviders([adapter('bank', ['bank_transfer', 'bank_wire']), adapter('redsys', ['card_terminal', 'bizum'])], 'bank', 'sandbox');
    assert.equal(live.forMethod(null, 'bizum', { bizum: 'redsys' }).name, 'redsys');
    assert.throws(
      () => live.forMethod('redsys', 'card_provider'),
      (error: unknown) => error instanceof ApiError && error.status === 409 && error.key === 'payment_provider_not_configured',
    );
    assert.deepEqual(live.takingMethod('crypto_wallet'), []);
  });

  it('lists the adapters that take a method', () => {
    assert.deepEqual(
      providers.takingMethod('card_terminal').map((provider) => provider.name),
      ['sandbox', 'redsys'],
    );
  });
});

describe('deployment secrets of the payment adapters', () => {
  const schema = v.object({ secret_key: v.pipe(v.string(), v.minLength(8)) });

  it('reads a tenant section, else the section every tenant shares, else nothing', () => {
    const secrets = loadProviderSecrets(JSON.stringify({ demo: { stripe: { secret_key: 'sk_demo_1234' } }, '*': { stripe: { secret_key: 'sk_all_12345' } } }), undefined);
    assert.deepEqual(secrets.of('demo', 'stripe', schema), { secret_key: 'sk_demo_1234' });
    assert.deepEqual(secrets.of('exeu', 'stripe', schema), { secret_key: 'sk_all_12345' });
    assert.equal(secrets.of('exeu', 'redsys', schema), undefined);
  });

  it('lets the secrets file win over the variable, tenant by tenant', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'secrets-')), 'payments.json');
    writeFileSync(file, JSON.stringify({ demo: { stripe: { secret_key: 'sk_from_file' } } }));
    const secrets = loadProviderSecrets(JSON.stringify({ demo: { stripe: { secret_key: 'sk_from_env' } } }), file);
    assert.deepEqual(secrets.of('demo', 'stripe', schema), { secret_key: 'sk_from_file' });
  });

  it('fails at start on a malformed section, naming the field and never its value', () => {
    const secrets = loadProviderSecrets(JSON.stringify({ demo: { stripe: { secret_key: 'short' } } }), undefined);
    assert.throws(() => secrets.check('stripe', schema), (error: Error) => error.message.includes('secret_key') && !error.message.includes('short'));
    assert.throws(() => loadProviderSecrets('{not json', undefined), /PAYMENT_PROVIDER_SECRETS must be JSON/);
  });
});
