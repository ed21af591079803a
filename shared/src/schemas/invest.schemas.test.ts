import * as v from 'valibot';
import { errorKeys, fieldErrors } from '../test/parse';
import { declarationSchema } from './declaration.schema';
import { createInterestDeclarationSchema } from './interest-declaration.schema';
import { createInvestmentAmountSchema, tokenLimitsOf } from './investment-amount.schema';
import { createKycDocumentsSchema } from './kyc-documents.schema';
import { paymentSchema } from './payment.schema';

describe('createInvestmentAmountSchema', () => {
  const schema = createInvestmentAmountSchema({ minTokens: 10, maxTokens: 500, tokenPrice: '50.00', minTicket: '1000.00' });
  const acks = { risk_loss_acknowledged: true, risk_liquidity_acknowledged: true };

  it('accepts tokens within the range whose total reaches the minimum ticket', () => {
    expect(v.parse(schema, { tokens: '20', ...acks })).toMatchObject({ tokens: 20 });
  });
  it.each([9, 501, 10.5])('rejects %p tokens with validator.error_tokens_range and both limits', (tokens) => {
    expect(fieldErrors(schema, { tokens, ...acks })).toEqual({
      tokens: { key: 'validator.error_tokens_range', params: { min: 10, max: 500 } },
    });
  });
  it('never allows fewer than one token, whatever the project minimum', () => {
    const loose = createInvestmentAmountSchema({ minTokens: 0, maxTokens: 5, tokenPrice: '1.00' });
    expect(fieldErrors(loose, { tokens: 0, ...acks })).toEqual({
      tokens: { key: 'validator.error_tokens_range', params: { min: 1, max: 5 } },
    });
  });
  it('rejects a total under the minimum ticket with validator.error_min_ticket', () => {
    expect(fieldErrors(schema, { tokens: 19, ...acks })).toEqual({
      tokens: { key: 'validator.error_min_ticket', params: { min: '1000.00' } },
    });
  });
  it('requires both risk acknowledgements with validator.error_risk_acknowledgement', () => {
    expect(errorKeys(schema, { tokens: 20 })).toEqual({
      risk_loss_acknowledged: 'validator.error_risk_acknowledgement',
      risk_liquidity_acknowledged: 'validator.error_risk_acknowledgement',
    });
  });
  it('requires the token amount with validator.error_null', () => {
    expect(errorKeys(schema, { tokens: '', ...acks })).toEqual({ tokens: 'validator.error_null' });
  });
});

describe('tokenLimitsOf', () => {
  it('rounds the minimum offer up to a whole token and the maximum down, and keeps the minimum ticket', () => {
    expect(tokenLimitsOf({ tokenPrice: '10.00', minOffer: '95.00', maxOffer: '20005.00', minimumContribution: '100.00' })).toEqual({
      minTokens: 10,
      maxTokens: 2000,
      tokenPrice: '10.00',
      minTicket: '100.00',
    });
  });

  it('asks for one token at least, and no minimum ticket when the project has none', () => {
    expect(tokenLimitsOf({ tokenPrice: '10.00', minOffer: '0.00', maxOffer: '100.00', minimumContribution: null })).toEqual({ minTokens: 1, maxTokens: 10, tokenPrice: '10.00' });
  });
});

describe('createInterestDeclarationSchema', () => {
  const schema = createInterestDeclarationSchema({ tokenPrice: '0.10', min: '1.00', max: '100.00' });
  it('accepts a multiple of the token price within the limits', () => {
    expect(errorKeys(schema, { amount: '1.30' })).toEqual({});
    expect(v.parse(schema, { amount: '12,5' })).toEqual({ amount: '12.50' });
    expect(v.parse(schema, { amount: 1.3 })).toEqual({ amount: '1.30' });
  });
  it('refuses more than cents, such as a float artefact, with validator.error_number', () => {
    expect(errorKeys(schema, { amount: 0.1 + 0.2 })).toEqual({ amount: 'validator.error_number' });
    expect(errorKeys(schema, { amount: '1.005' })).toEqual({ amount: 'validator.error_number' });
  });
  it('rejects an amount that is not a multiple with validator.error_amount_multiple', () => {
    expect(fieldErrors(schema, { amount: 1.25 })).toEqual({
      amount: { key: 'validator.error_amount_multiple', params: { price: '0.10' } },
    });
  });
  it('rejects an amount out of the limits with validator.error_amount_range', () => {
    expect(fieldErrors(schema, { amount: 100.1 })).toEqual({
      amount: { key: 'validator.error_amount_range', params: { min: '1.00', max: '100.00' } },
    });
  });
});

describe('declarationSchema', () => {
  it('accepts the word Declaro, forgiving case and spaces', () => {
    expect(errorKeys(declarationSchema, { declaration: ' declaro ' })).toEqual({});
  });
  it('rejects another word with validator.error_declaration naming the word', () => {
    expect(fieldErrors(declarationSchema, { declaration: 'Acepto' })).toEqual({
      declaration: { key: 'validator.error_declaration', params: { word: 'Declaro' } },
    });
  });
});

describe('paymentSchema', () => {
  const proof = { name: 'proof.pdf', size: 1000 };
  it('requires a proof of payment for a bank transfer with validator.error_proof_required', () => {
    expect(errorKeys(paymentSchema, { payment_method: 'bank_transfer' })).toEqual({ proof_of_payment: 'validator.error_proof_required' });
    expect(errorKeys(paymentSchema, { payment_method: 'bank_transfer', proof_of_payment: proof })).toEqual({});
  });
  it('does not ask for a proof for a card payment', () => {
    expect(errorKeys(paymentSchema, { payment_method: 'card_provider' })).toEqual({});
  });
  it('rejects a proof over 10 MB with validator.error_file_size', () => {
    expect(fieldErrors(paymentSchema, { payment_method: 'bank_transfer', proof_of_payment: { name: 'p.pdf', size: 11 * 1024 * 1024 } })).toEqual({
      proof_of_payment: { key: 'validator.error_file_size', params: { maxSizeFile: 10 } },
    });
  });
});

describe('createKycDocumentsSchema', () => {
  const doc = { name: 'doc.pdf', size: 1000 };
  it('asks a natural person for the identity proof only', () => {
    expect(errorKeys(createKycDocumentsSchema('natural'), { IDENTITY_PROOF: doc })).toEqual({});
  });
  it('asks a company for one file of each document', () => {
    expect(errorKeys(createKycDocumentsSchema('legal'), { IDENTITY_PROOF: doc, REGISTRATION_PROOF: doc })).toEqual({
      ARTICLES_OF_ASSOCIATION: 'validator.error_document_required',
      SHAREHOLDER_DECLARATION: 'validator.error_document_required',
    });
  });
});
