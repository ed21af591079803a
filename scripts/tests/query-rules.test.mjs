// Queries are declared once, in a `*.api.ts` (`xOptions` with queryOptions and a `useX` hook):
// checked through the real lint config.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('query rules', () => {
  it('stops a screen from building a query inline', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport function Screen() {\n  const q = useQuery({ queryKey: ['a'], queryFn: () => 1 });\n  return <p>{q.data}</p>;\n}\n";
    assert.match((await messages('remote-investor/src/screens/example.screen.tsx', code)).join('\n'), /in its `\*\.api\.ts`/);
  });

  it('lets a screen call the hook of its api module', async () => {
    const code = "import { useIssuance } from './example.api';\nexport function Screen() {\n  const q = useIssuance('1');\n  return <p>{String(q.data)}</p>;\n}\n";
    assert.deepEqual(await messages('remote-investor/src/screens/example.screen.tsx', code), []);
  });

  it('asks for every variable the fetch reads in the key, the HTTP client apart', async () => {
    const code = [
      "import { queryOptions } from '@tanstack/react-query';",
      "import type { HttpClient } from 'host/platform';",
      'export function exampleOptions(http: HttpClient, id: string, page: number) {',
      "  return queryOptions({ queryKey: ['x', id], queryFn: () => http.get(`/x/${id}?page=${page}`) });",
      '}',
      '',
    ].join('\n');
    const found = (await messages('remote-investor/src/screens/example.api.ts', code)).join('\n');
    assert.match(found, /exhaustive-deps.*page/);
    assert.doesNotMatch(found, /missing in your queryKey: .*http/);
  });
});
