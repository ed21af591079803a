/**
 * The Redsys stand-in of the e2e suite (api/src/payments/redsys/standin) and the `redsys` section
 * of the API's payment secrets that points every tenant's Redsys at it. Tenants keep the sandbox
 * until a spec switches `modules.payment` to redsys.
 */
export const REDSYS_STANDIN_PORT = 8043;

/** Redsys's public test merchant and key, on the stand-in's gateway. */
export const REDSYS_SECRETS = {
  redsys: {
    merchant_code: '999008881',
    terminal: '1',
    secret_key: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
    gateway_url: `http://127.0.0.1:${REDSYS_STANDIN_PORT}/sis/realizarPago`,
  },
} as const;

/** The stand-in's test data (its payment page documents the same). */
export const REDSYS_TEST = { card: '4548810000000003', bizumPhone: '600111222' } as const;
