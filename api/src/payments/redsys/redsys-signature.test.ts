import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeMerchantParameters, encodeMerchantParameters, isRedsysMerchantKey, isRedsysSignatureValid, redsysSignature, signRedsysMessage } from './redsys-signature.js';

/** Redsys's public key of its test merchant, the one its integration guide and example code use. */
const TEST_MERCHANT_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/**
 * The notification of Redsys's own PHP example of receiving a notification (`ejemploRecepcionaPet.php`
 * of the "API PHP" Redsys distributes, as mirrored in the GitHub repository minube/redsys-api),
 * signed with the test merchant key: a card payment of 159.00 EUR, order MN000049, Ds_Response 0000.
 */
const PHP_EXAMPLE = {
  parameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  order: 'MN000049',
  signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

/**
 * A cancelled payment's notification (Ds_Response 9915) from the example of the npm package
 * redsys-pos (GitHub brickpop/redsys-pos, example/backend.js), signed with the same test key in
 * base64url, as Redsys sends notifications.
 */
const CANCELLED_EXAMPLE = {
  parameters:
    'eyJEc19EYXRlIjoiMjAlMkYxMCUyRjIwMTciLCJEc19Ib3VyIjoiMTclM0EyMyIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfQW1vdW50IjoiMTAwIiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjAwMDA5NjU1RDg0IiwiRHNfTWVyY2hhbnRDb2RlIjoiMzI3MjM0Njg4IiwiRHNfVGVybWluYWwiOiIwMDEiLCJEc19SZXNwb25zZSI6Ijk5MTUiLCJEc19UcmFuc2FjdGlvblR5cGUiOiIwIiwiRHNfTWVyY2hhbnREYXRhIjoiIiwiRHNfQXV0aG9yaXNhdGlvbkNvZGUiOiIrKysrKysiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSJ9',
  order: '00009655D84',
  signature: 'vrUsaNbxfonyn4ONUos6oosUaTBY0_SGoKDel6qsHqk=',
};

/**
 * A payment request as the redirect guide's example form builds it (999 cents, order 1234567890,
 * merchant 999008881, terminal 1), signed with another test key: the fixture of the typed client
 * redsys-easy (GitHub javiertury/redsys-easy, test/unit/redirect), in the request's base64.
 */
const REQUEST_EXAMPLE = {
  key: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
  encoded:
    'eyJEU19NRVJDSEFOVF9PUkRFUiI6IjEyMzQ1Njc4OTAiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfVEVSTUlOQUwiOiIxIiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI5OTkiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=',
  signature: '0bqWhAFUE0KDF9z1NpXV33xDDAHiyMDeEsRJENxs3E0=',
};

describe('Redsys HMAC_SHA256_V1 signatures against published examples', () => {
  it("signs a payment request as Redsys's example form does: the same base64 parameters and signature", () => {
    // The example's parameters, in their order (its notification and return addresses are the guide's placeholders).
    const parameters = decodeMerchantParameters(REQUEST_EXAMPLE.encoded) as Record<string, string>;
    assert.equal(parameters.DS_MERCHANT_AMOUNT, '999');
    assert.equal(encodeMerchantParameters(parameters), REQUEST_EXAMPLE.encoded);
    const signed = signRedsysMessage(REQUEST_EXAMPLE.key, '1234567890', parameters);
    assert.deepEqual(signed, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: REQUEST_EXAMPLE.encoded, Ds_Signature: REQUEST_EXAMPLE.signature });
  });

  it("checks Redsys's example notification with the test merchant key, and reads its parameters", () => {
    assert.equal(redsysSignature(TEST_MERCHANT_KEY, PHP_EXAMPLE.order, PHP_EXAMPLE.parameters, 'base64url'), PHP_EXAMPLE.signature);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, PHP_EXAMPLE.order, PHP_EXAMPLE.parameters, PHP_EXAMPLE.signature), true);
    const decoded = decodeMerchantParameters(PHP_EXAMPLE.parameters);
    assert.deepEqual(
      { order: decoded?.Ds_Order, amount: decoded?.Ds_Amount, currency: decoded?.Ds_Currency, response: decoded?.Ds_Response, date: decoded?.Ds_Date, hour: decoded?.Ds_Hour },
      { order: 'MN000049', amount: '15900', currency: '978', response: '0000', date: '30%2F08%2F2022', hour: '12%3A18' },
    );
  });

  it('checks a base64url notification signature (a cancelled payment) in either alphabet', () => {
    assert.equal(redsysSignature(TEST_MERCHANT_KEY, CANCELLED_EXAMPLE.order, CANCELLED_EXAMPLE.parameters, 'base64url'), CANCELLED_EXAMPLE.signature);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, CANCELLED_EXAMPLE.order, CANCELLED_EXAMPLE.parameters, CANCELLED_EXAMPLE.signature), true);
    const standard = CANCELLED_EXAMPLE.signature.replace(/-/g, '+').replace(/_/g, '/');
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, CANCELLED_EXAMPLE.order, CANCELLED_EXAMPLE.parameters, standard), true);
  });

  it('refuses a signature of other parameters, another order, another key, or of another length', () => {
    const { order, parameters, signature } = PHP_EXAMPLE;
    const tampered = encodeMerchantParameters({ ...decodeMerchantParameters(parameters), Ds_Amount: '1' } as Record<string, string>);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, order, tampered, signature), false);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, 'MN000050', parameters, signature), false);
    assert.equal(isRedsysSignatureValid(REQUEST_EXAMPLE.key, order, parameters, signature), false);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, order, parameters, signature.slice(0, 20)), false);
    assert.equal(isRedsysSignatureValid(TEST_MERCHANT_KEY, order, parameters, ''), false);
  });

  it('takes only 24-byte base64 merchant keys, and parameters that are a JSON object', () => {
    assert.equal(isRedsysMerchantKey(TEST_MERCHANT_KEY), true);
    assert.equal(isRedsysMerchantKey('c2hvcnQ='), false);
    assert.equal(isRedsysMerchantKey('not base64 at all!'), false);
    assert.equal(decodeMerchantParameters(Buffer.from('[1]').toString('base64')), undefined);
    assert.equal(decodeMerchantParameters('%%%'), undefined);
    assert.equal(decodeMerchantParameters(Buffer.from('{nope').toString('base64')), undefined);
  });
});
