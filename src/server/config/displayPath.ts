import path from 'node:path';

/** A file or folder as a person types it: relative to the working folder when inside it (`data/mail`). */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' || relative.startsWith('..') ? file : relative;
}
