import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the repository's lint config reports for a file of this path and text. */
async function rulesBroken(path: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${root}/server/src/modules/${path}` });
  return result!.messages.map((m) => m.ruleId);
}

const REPOSITORY =
  "import { animalsRepository } from '../animals/animals.repository';\nexport const a = animalsRepository;\n";
const HTTP = "import { callerOf } from '../../http/request-context';\nexport const a = callerOf;\n";

describe('the lint config keeps the server layers running one way', () => {
  it("refuses another module's repository in any module file", async () => {
    expect(await rulesBroken('heatmap/heatmap.service.ts', REPOSITORY)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('heatmap/heatmap.routes.ts', REPOSITORY)).toEqual(['no-restricted-imports']);
  });

  it('refuses http/ in a service, and allows it in routes', async () => {
    expect(await rulesBroken('heatmap/heatmap.service.ts', HTTP)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('heatmap/heatmap.routes.ts', HTTP)).toEqual([]);
  });

  it("allows the module's own repository and another module's service", async () => {
    const own =
      "import { heatmapRepository } from './heatmap.repository';\nexport const a = heatmapRepository;\n";
    const service =
      "import type { AnimalsService } from '../animals/animals.service';\nexport type A = AnimalsService;\n";
    expect(await rulesBroken('heatmap/heatmap.service.ts', own)).toEqual([]);
    expect(await rulesBroken('heatmap/heatmap.service.ts', service)).toEqual([]);
  });
});
