import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ProviderSecrets } from '../../payments/provider-secrets.js';
import { type ChainSettings, chainSettingsOf, chainSettingsSchema, EVM } from './chain-settings.js';

const agentKey = `0x${'ab'.repeat(32)}`;

describe('a tenant’s chain settings', () => {
  it('are the tenant’s own section, else the `*` one, with one confirmation unless set', () => {
    const secrets = new ProviderSecrets({
      '*': { [EVM]: { rpc_url: 'http://127.0.0.1:8545', chain_id: 31337, agent_key: agentKey } },
      acme: { [EVM]: { rpc_url: 'https://rpc.example.test', chain_id: 11155111, agent_key: agentKey, confirmations: 3 } },
    });
    const acme: ChainSettings | undefined = chainSettingsOf(secrets, 'acme');
    assert.equal(acme?.chain_id, 11155111);
    assert.equal(acme?.confirmations, 3);
    assert.equal(chainSettingsOf(secrets, 'other')?.confirmations, 1);
    assert.equal(chainSettingsOf(new ProviderSecrets({}), 'acme'), undefined);
  });

  it('fail the start on a malformed key, naming the field and never its value', () => {
    const secrets = new ProviderSecrets({ acme: { [EVM]: { rpc_url: 'http://127.0.0.1:8545', chain_id: 1, agent_key: 'not-a-key-0123' } } });
    assert.throws(
      () => secrets.check(EVM, chainSettingsSchema),
      (error: Error) => error.message.includes('agent_key') && !error.message.includes('not-a-key-0123'),
    );
  });
});
