import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './environment.js';

/** The variables the README's "Configuration" section lists, one table row each (`| \`NAME\` | default | meaning |`). */
function readmeVariables(): string[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const end = section.indexOf('\n## ', 1);
  return [...(end === -1 ? section : section.slice(0, end)).matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] as string);
}

describe("the README's configuration tables", () => {
  it('list every variable the server reads, its own and each payment provider’s, once, and no other', () => {
    const listed = readmeVariables();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
