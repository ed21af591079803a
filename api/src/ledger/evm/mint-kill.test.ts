import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Address, createPublicClient, http, parseAbiItem, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ONBOARDING_STEPS } from 'shared';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { apiRoot, readEnv } from '../../env.js';
import { ApiProcess } from '../../test/faults/api-process.js';
import { dataUrl, png } from '../../test/payment-fixtures.js';
import { Api } from '../../test/faults/writes.js';
import { securityTokenAbi } from './contracts/artifacts.js';
import { LOCAL_CHAIN_KEYS, type LocalChain, startLocalChain } from './local-chain.js';

/**
 * Issue 37's crash criterion with a real process: the API (src/server.ts in a child process, on
 * PostgreSQL) sends a mint, is killed with SIGKILL while the transaction waits in the chain's
 * pool, and is started again; once the chain mines, the investment is MINTED with that
 * transaction, and the chain holds exactly one mint for it. PostgreSQL pass only (the child
 * holds a PGlite data directory to itself, and this is the deployment that runs several nodes).
 */
const databaseUrl = readEnv().DATABASE_URL;
const SLUG = 'fleet-leasing-pool';
const INVESTOR = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const SIGNATURE = { typed_name: 'Pablo Premium', drawn_signature: dataUrl(png()), consent: true };
const RECEIPT = new TextEncoder().encode('%PDF-1.4\n% chain mint receipt\n%%EOF\n');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an API killed between sending a mint and recording its receipt (PostgreSQL, a local chain)', { skip: !databaseUrl && 'the PostgreSQL pass runs it' }, () => {
  const databaseName = `chain_kill_${randomUUID().replace(/-/g, '')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-chain-kill-'));
  const holder = privateKeyToAccount(LOCAL_CHAIN_KEYS[2]).address;
  let chain: LocalChain;
  let server: ApiProcess;
  const urlOf = (name: string) => Object.assign(new URL(databaseUrl ?? 'postgres://localhost'), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const rpc = (method: string, params: unknown[] = []) =>
    fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });

  before(async () => {
    chain = await startLocalChain();
    await admin(`create database ${databaseName}`);
    const env = {
      DATABASE_URL: urlOf(databaseName),
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': { evm: { rpc_url: chain.rpcUrl, chain_id: chain.chainId, agent_key: LOCAL_CHAIN_KEYS[0], confirmations: 0 } } }),
      CHAIN_RECEIPT_WAIT_MS: '1000',
      CHAIN_CONFIRM_INTERVAL_MS: '200',
    };
    // The tenant's tokens go on the chain, and its project flow ends with the campaign (a
    // sophisticated investor's order is minted in it); the investor proved the wallet theirs.
    const fixtures = path.join(dataDir, 'fixtures.json');
    fs.writeFileSync(
      fixtures,
      JSON.stringify({
        tenant: 'demo',
        customization: { modules: { ledger: 'evm' }, flows: { onboarding: [...ONBOARDING_STEPS], project_status: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN'] } },
        users: { [INVESTOR]: { verifiedWallet: holder } },
      }),
    );
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/test/e2e-fixtures-cli.ts', fixtures], {
      cwd: apiRoot,
      env: { ...process.env, NODE_OPTIONS: '', NODE_TEST_CONTEXT: '', ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });
    server = new ApiProcess(env);
    await server.start();
  });

  after(async () => {
    await server?.stop();
    await chain?.stop();
    await admin(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves exactly one mint on the chain, and the order MINTED with it once the API is back', async () => {
    let api = new Api(await server.url());
    const manager = await api.login(MANAGER, DEMO_PASSWORD);
    const investor = await api.login(INVESTOR, DEMO_PASSWORD);
    const issuances = await api.call('GET', `/api/v2/pfp/issuances?q=fleet`, { token: manager });
    const issuanceId = (issuances.json.data as { id: string; slug: string }[]).find((item) => item.slug === SLUG)?.id;
    assert.ok(issuanceId);
    const created = await api.call('POST', '/api/v2/pfp/tokens', { token: manager, body: { issuance_id: issuanceId, name: 'Fleet Token', symbol: 'FLT', acronym: 'FLT' } });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const contract = created.json.data.contract_address as Address;

    /** An order of the investor, paid by transfer and confirmed by the manager: SIGNED, mintable at once (no reflection period). */
    const signedOrder = async (key: string) => {
      const placed = await api.call('POST', `/api/v2/pfp/invest/${SLUG}/orders`, { token: investor, body: { tokens: 2, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true }, headers: { 'Idempotency-Key': key } });
      assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
      const id = placed.json.data.id as string;
      assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/payment-method`, { token: investor, body: { method: 'bank_transfer' } })).status, 200);
      assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/signature`, { token: investor, body: SIGNATURE })).status, 200);
      assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/payments`, { token: investor, body: { method: 'bank_transfer' } })).status, 200);
      const form = new FormData();
      form.append('file', new Blob([RECEIPT], { type: 'application/pdf' }), 'receipt.pdf');
      assert.equal((await api.call('POST', `/api/v2/pfp/investments/${id}/proof-of-payment`, { token: investor, form })).status, 200);
      const confirmed = await api.call('POST', `/api/v2/pfp/investments/${id}/payment/confirm`, { token: manager });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.json));
      return id;
    };
    const mint = (id: string) => api.call('POST', `/api/v2/pfp/investments/${id}/mint`, { token: manager });
    const chainClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const mintsToHolder = async () =>
      (await chainClient.getLogs({ address: contract, event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'), args: { from: zeroAddress, to: holder }, fromBlock: 0n })).length;

    // A first order registers the holder's wallet and mints while blocks are mined as usual.
    const first = await signedOrder(`chain-kill-first-${randomUUID()}`);
    for (let tries = 0; tries < 50; tries++) {
      const answer = await mint(first);
      if (answer.status === 200 && answer.json.data.status === 'MINTED') break;
      assert.ok([200, 409].includes(answer.status), JSON.stringify(answer.json));
      await pause(200);
    }
    assert.equal(await mintsToHolder(), 1);

    // The second mint is sent and then held in the chain's pool; the API dies before any receipt.
    const second = await signedOrder(`chain-kill-second-${randomUUID()}`);
    await rpc('evm_setAutomine', [false]);
    const sent = await mint(second);
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    assert.deepEqual([sent.json.data.status, sent.json.data.mint_transaction?.status], ['CLOSED', 'pending']);
    const hash = sent.json.data.mint_transaction.hash as string;
    await server.kill();

    await server.start();
    api = new Api(await server.url());
    // The restarted API's confirmation job finds the pending mint and sends its recorded transaction again (the same hash).
    await rpc('evm_mine');
    await rpc('evm_setAutomine', [true]);
    let status = '';
    for (let tries = 0; tries < 100 && status !== 'MINTED'; tries++) {
      await pause(200);
      const answer = await api.call('GET', `/api/v2/pfp/investments/${second}`, { token: investor });
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      status = answer.json.data.status as string;
    }
    assert.equal(status, 'MINTED');
    assert.equal(await mintsToHolder(), 2, 'one mint per order, none twice');
    assert.equal(Number(await chainClient.readContract({ address: contract, abi: securityTokenAbi, functionName: 'balanceOf', args: [holder] })), 4);
    const again = await mint(second);
    assert.deepEqual([again.status, again.json.data.mint_reference], [200, hash]);
    assert.equal(await mintsToHolder(), 2);
  });
});
