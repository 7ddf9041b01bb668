import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * When `moduleUrl` is the script node was started with (`npx tsx tests/bench/X.ts http://127.0.0.1:PORT`),
 * prints `summary` of the server at the URL given; imported by run.ts instead, it does nothing.
 */
export async function runAloneAgainstServer(
  moduleUrl: string,
  summary: (baseUrl: string) => Promise<string>,
): Promise<void> {
  const script = process.argv[1];
  if (!script || moduleUrl !== pathToFileURL(path.resolve(script)).href) return;
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    const file = path.relative(process.cwd(), fileURLToPath(moduleUrl));
    process.stderr.write(`usage: npx tsx ${file} http://127.0.0.1:PORT\n`);
    process.exit(2);
  }
  process.stdout.write(`${await summary(baseUrl)}\n`);
}
