// The import rule is lint, not a hope: each boundary refuses a fixture import that crosses it.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries } from '../../eslint.boundaries.js';

const linter = new Linter({ configType: 'flat', cwd: process.cwd() });
const config: Linter.Config[] = [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser } }, ...importBoundaries];

function refusals(filename: string, from: string, name = 'x'): string[] {
  return linter
    .verify(`import { ${name} } from '${from}';\nexport const y = ${name};\n`, config, { filename })
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (eslint.boundaries.js)', () => {
  it.each([
    ['a feature importing another feature', 'src/games/GameCard.tsx', '../library/library-actions'],
    ['a nested feature file importing another feature', 'src/games/browse/BrowsePage.tsx', '../../auth/auth-store'],
    ['a feature importing the app shell', 'src/library/track/CardTracker.tsx', '../../app/App'],
    ['lib importing a feature', 'src/lib/http-client.ts', '../auth/auth-store'],
    ['contract importing lib', 'src/contract/api.ts', '../lib/http-client'],
    ['contract importing Node', 'src/contract/api.ts', 'node:fs'],
    ['the service worker importing the library', 'sw/sw.ts', '../src/library/library-db'],
    ['the service worker importing lib', 'sw/api-cache.ts', '../src/lib/http-client'],
    ['the server importing lib', 'server/app.ts', '../src/lib/http-client'],
    ['the server importing a feature', 'server/routes/user/library.ts', '../../../src/library/merge'],
  ])('refuses %s', (_what, filename, from) => {
    expect(refusals(filename, from)).toHaveLength(1);
  });

  it.each([
    ['a feature importing lib, ui and contract', 'src/games/GameCard.tsx', '../lib/http-client'],
    ['a feature importing its own files', 'src/library/track/CardTracker.tsx', '../library-actions'],
    ['the app shell importing a feature', 'src/app/App.tsx', '../games/GamesListPage'],
    ['the server importing the contract', 'server/routes/user/library.ts', '../../../src/contract/library.js'],
    ['the service worker importing the contract', 'sw/sw.ts', '../src/contract/api.js'],
    ["the server importing its own games domain", 'server/routes/api/games.ts', '../../games/send-error.js'],
  ])('allows %s', (_what, filename, from) => {
    expect(refusals(filename, from)).toEqual([]);
  });

  it.each([
    ['is', 'src/app/App.tsx'],
    ['validate', 'server/routes/user/op-writes.ts'],
    ['create', 'sw/library-sync.ts'],
    ['mask', 'tests/contract/library.test.ts'],
  ])("refuses superstruct's own %s check in %s: they throw on {\"toString\": false}", (name, filename) => {
    expect(refusals(filename, 'superstruct', name)).toEqual([expect.stringContaining('src/contract/struct-checks.ts')]);
  });

  it('allows superstruct\'s structs everywhere, and its checks in struct-checks.ts alone', () => {
    expect(refusals('src/contract/library.ts', 'superstruct', 'string')).toEqual([]);
    expect(refusals('src/contract/struct-checks.ts', 'superstruct', 'is')).toEqual([]);
  });
});
