import { LOCAL_CHAIN_KEYS } from '../../api/src/ledger/evm/local-chain';
import { testStablecoinAddressOf } from '../../api/src/payments/crypto/local-stablecoin';

/** The e2e suite's local chain (anvil) on loopback. */
export const CHAIN_PORT = 8044;
export const CHAIN_RPC_URL = `http://127.0.0.1:${CHAIN_PORT}`;
/** The stablecoin's deployer: a key of its own, so the coin's address is its first contract's. */
export const STABLECOIN_DEPLOYER_KEY = LOCAL_CHAIN_KEYS[4];
/** Where the tenant receives crypto payments (anvil's key 2 account). */
const RECEIVING_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** The `evm` section of the e2e API's deployment secrets (`PAYMENT_PROVIDER_SECRETS`). */
export const CHAIN_SECRETS = {
  evm: {
    rpc_url: CHAIN_RPC_URL,
    chain_id: 31337,
    agent_key: LOCAL_CHAIN_KEYS[0],
    confirmations: 1,
    crypto: { stablecoin_address: testStablecoinAddressOf(STABLECOIN_DEPLOYER_KEY), stablecoin_symbol: 'tEUR', stablecoin_decimals: 6, receiving_address: RECEIVING_ADDRESS },
  },
};
