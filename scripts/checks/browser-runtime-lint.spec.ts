import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rules that fired on `code`, linted as if it were the module at `filePath`. */
async function firedOn(code: string, filePath = 'packages/web/app/features/example/example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('React 19-only APIs in browser code (decision 0018)', () => {
  // The first lint loads the configuration and its parsers: seconds on a busy machine, paid once here.
  beforeAll(() => firedOn('export {};\n'), 60_000);

  it.each([
    ["import { use } from 'react';\nexport const read = use;\n", 'no-restricted-imports'],
    ["import { useActionState, useOptimistic } from 'react';\nexport const hooks = [useActionState, useOptimistic];\n", 'no-restricted-imports'],
    ["import { useFormStatus } from 'react-dom';\nexport const status = useFormStatus;\n", 'no-restricted-imports'],
    ["import { preload, preinitModule } from 'react-dom';\nexport const hints = [preload, preinitModule];\n", 'no-restricted-imports'],
    ["import * as React from 'react';\nexport const read = React.use;\n", 'no-restricted-syntax'],
    ["import { createContext } from 'react';\nconst ThemeContext = createContext('light');\nexport const Themed = () => <ThemeContext value=\"dark\"><p /></ThemeContext>;\n", 'no-restricted-syntax'],
  ])('refuses %j', async (code, rule) => {
    expect((await firedOn(code)).some((fired) => fired.startsWith(`${rule}:`) && fired.includes('0018'))).toBe(true);
  });

  it('lets the APIs both runtimes share through, and a context rendered through its Provider', async () => {
    const code =
      "import { createContext, useState, useSyncExternalStore } from 'react';\nconst ThemeContext = createContext('light');\n" +
      'export const Themed = () => <ThemeContext.Provider value={String(useState(0)[0])}><p>{String(useSyncExternalStore)}</p></ThemeContext.Provider>;\n';
    expect(await firedOn(code)).toEqual([]);
  });

  it('leaves server modules to React', async () => {
    expect(await firedOn("import { use } from 'react';\nexport const read = use;\n", 'packages/web/app/lib/example.server.ts')).toEqual([]);
  });
});
