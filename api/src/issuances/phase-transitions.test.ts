import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROJECT_STATUSES, type ProjectStatus } from 'shared';
import { movesOf, refusalOf, validationAfterMove, type PhaseFacts } from './phase-transitions.js';

const facts = (status: ProjectStatus, more: Partial<PhaseFacts> = {}): PhaseFacts => ({
  status,
  order: PROJECT_STATUSES,
  validation: 'none',
  missingSteps: [],
  ...more,
});

describe('phase transitions', () => {
  it('lets an issuer only submit a complete draft for validation', () => {
    assert.equal(refusalOf(facts('DRAFT'), 'issuer', 'VALIDATING'), null);
    assert.deepEqual(movesOf(facts('DRAFT'), 'issuer'), [{ to: 'VALIDATING', blocked_by: [] }]);
    assert.deepEqual(refusalOf(facts('DRAFT', { missingSteps: ['token'] }), 'issuer', 'VALIDATING'), { status: 409, error: 'issuance_incomplete' });
  });

  it('refuses every other move of an issuer with 403, whatever the status', () => {
    for (const from of PROJECT_STATUSES) {
      for (const to of PROJECT_STATUSES) {
        if (from === 'DRAFT' && to === 'VALIDATING') continue;
        assert.deepEqual(refusalOf(facts(from, { validation: 'validated' }), 'issuer', to), { status: 403, error: 'phase_transition_forbidden' }, `${from} → ${to}`);
      }
      if (from !== 'DRAFT') assert.deepEqual(movesOf(facts(from), 'issuer'), []);
    }
  });

  it('lets a manager move one status forward or back, never further nor in place', () => {
    assert.deepEqual(movesOf(facts('PRE_CAMPAIGN'), 'manager'), [
      { to: 'CAMPAIGN', blocked_by: [] },
      { to: 'VALIDATING', blocked_by: [] },
    ]);
    assert.equal(refusalOf(facts('PRE_CAMPAIGN'), 'manager', 'CAMPAIGN'), null);
    assert.equal(refusalOf(facts('CLOSED'), 'manager', 'CAMPAIGN'), null);
    for (const [from, to] of [['DRAFT', 'PRE_CAMPAIGN'], ['CAMPAIGN', 'CAMPAIGN'], ['CLOSED', 'DRAFT'], ['PRE_CAMPAIGN', 'CLOSED']] as const) {
      assert.deepEqual(refusalOf(facts(from), 'manager', to), { status: 409, error: 'phase_transition_not_allowed' }, `${from} → ${to}`);
    }
    assert.deepEqual(movesOf(facts('CLOSED'), 'manager'), [{ to: 'CAMPAIGN', blocked_by: [] }]);
  });

  it('locks an issuance under validation until it is validated, for managers too', () => {
    for (const validation of ['pending', 'rejected', 'none'] as const) {
      assert.deepEqual(refusalOf(facts('VALIDATING', { validation }), 'manager', 'PRE_CAMPAIGN'), { status: 409, error: 'issuance_under_validation' });
      assert.deepEqual(refusalOf(facts('VALIDATING', { validation }), 'manager', 'DRAFT'), { status: 409, error: 'issuance_under_validation' });
    }
    assert.deepEqual(movesOf(facts('VALIDATING', { validation: 'pending' }), 'manager'), [
      { to: 'PRE_CAMPAIGN', blocked_by: ['issuance_under_validation'] },
      { to: 'DRAFT', blocked_by: ['issuance_under_validation'] },
    ]);
    assert.equal(refusalOf(facts('VALIDATING', { validation: 'validated' }), 'manager', 'PRE_CAMPAIGN'), null);
  });

  it('needs every step before a manager submits a draft too', () => {
    assert.deepEqual(refusalOf(facts('DRAFT', { missingSteps: ['media'] }), 'manager', 'VALIDATING'), { status: 409, error: 'issuance_incomplete' });
    assert.deepEqual(movesOf(facts('DRAFT', { missingSteps: ['media'] }), 'manager'), [{ to: 'VALIDATING', blocked_by: ['issuance_incomplete'] }]);
  });

  it("follows the tenant's order: a tenant without VALIDATING moves DRAFT straight to PRE_CAMPAIGN, and issuers cannot move at all", () => {
    const order: ProjectStatus[] = ['DRAFT', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'];
    assert.equal(refusalOf(facts('DRAFT', { order }), 'manager', 'PRE_CAMPAIGN'), null);
    assert.deepEqual(refusalOf(facts('DRAFT', { order, missingSteps: ['story'] }), 'manager', 'PRE_CAMPAIGN'), { status: 409, error: 'issuance_incomplete' });
    assert.deepEqual(movesOf(facts('DRAFT', { order }), 'issuer'), []);
    assert.deepEqual(movesOf(facts('VALIDATING', { order }), 'manager'), []);
  });

  it('waits for the regulator again on entering VALIDATING and forgets the verdict back in DRAFT', () => {
    assert.equal(validationAfterMove('none', 'VALIDATING'), 'pending');
    assert.equal(validationAfterMove('validated', 'VALIDATING'), 'pending');
    assert.equal(validationAfterMove('validated', 'PRE_CAMPAIGN'), 'validated');
    assert.equal(validationAfterMove('validated', 'DRAFT'), 'none');
  });
});
