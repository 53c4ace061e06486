import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Writes a benchmark's figures to bench/results/<name>.json with the machine they were measured on. */
export function saveResults(name: string, figures: Record<string, unknown>): void {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const record = {
    name,
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    ...figures,
  };
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(record, null, 2)}\n`);
}
