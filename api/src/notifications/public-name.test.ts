import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publicNameOf } from './public-name.js';

describe('a public name', () => {
  it('is the first name and the initial of the surname, or the username, never an address', () => {
    assert.equal(publicNameOf({ name: 'Lucía', surname: 'Martín', username: 'lucia' }), 'Lucía M.');
    assert.equal(publicNameOf({ name: null, surname: null, username: 'lucia@demo.test' }), 'L.');
    assert.equal(publicNameOf({ name: ' ', surname: null, username: 'lucia' }), 'lucia');
  });

  it('drops direction controls a stored name carries, so it cannot reorder what is shown around it', () => {
    assert.equal(publicNameOf({ name: 'Ana\u202egpj.exe', surname: '\u2066Ruiz\u2069', username: 'ana' }), 'Anagpj.exe R.');
    assert.equal(publicNameOf({ name: '\u200f', surname: null, username: '\u202eana' }), 'ana');
  });
});
