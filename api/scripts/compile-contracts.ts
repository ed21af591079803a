import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { artifactsModule, compileContracts } from '../src/ledger/evm/contracts/compile.js';

const target = fileURLToPath(new URL('../src/ledger/evm/contracts/artifacts.ts', import.meta.url));
writeFileSync(target, artifactsModule(compileContracts()));
console.log(`wrote ${target}`);
