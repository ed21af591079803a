import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('PGlite data directory lock', () => {
  it('refuses a second holder with a clear message while the first lives', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    const release = lockDataDir(dir);
    try {
      // Same pid counts as "another holder" only through the file: simulate another live process.
      fs.writeFileSync(path.join(dir, 'api.lock'), String(process.ppid));
      assert.throws(() => lockDataDir(dir), (error: unknown) => error instanceof DataDirLockedError && /in use by process/.test(error.message));
    } finally {
      release();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = child.pid ?? 0;
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'api.lock'), String(deadPid));
    const release = lockDataDir(dir);
    assert.equal(fs.readFileSync(path.join(dir, 'api.lock'), 'utf8'), String(process.pid));
    release();
    assert.equal(fs.existsSync(path.join(dir, 'api.lock')), false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
