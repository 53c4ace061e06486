import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ORIGIN_PATTERN } from '../config';

/** What the web build writes beside index.html: the origins its configuration fetches from. */
export const CONTENT_SOURCES_FILE = 'content-sources.json';

const contentSourcesSchema = z.object({ origins: z.array(z.string().regex(ORIGIN_PATTERN)) });

/**
 * The origins the served web app may fetch from: those its build was configured with (basemap
 * styles and tiles, analytics), and those configured on the server (hosts a style refers to).
 */
export function appOrigins(webDist: string | undefined, configured: readonly string[] = []): string[] {
  const file = webDist && join(webDist, CONTENT_SOURCES_FILE);
  let built: string[] = [];
  try {
    if (file) built = contentSourcesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).origins;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') {
      throw new Error(`${file} is not what the web build writes: ${(error as Error).message}`);
    }
  }
  return [...new Set([...built, ...configured])];
}
