import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsPattern } from './like-pattern.js';

describe('containsPattern', () => {
  it('matches the text anywhere, with the wildcards and the escape character taken literally', () => {
    assert.equal(containsPattern('solar'), '%solar%');
    assert.equal(containsPattern('7%_a\\b'), '%7\\%\\_a\\\\b%');
  });
});
