import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_DEFAULTS, localizedTemplate } from '../../src/web/build/localeDocument';

// The template every document starts from (src/web/index.html) in the Spanish build (issue 39): the app
// shells keep its title and description, so they must be Spanish there, and <html lang> must say so.
const template = readFileSync('src/web/index.html', 'utf8');

describe('index.html in each language', () => {
  it('is unchanged in English', () => {
    expect(localizedTemplate(template, 'en')).toBe(template);
  });

  it('says lang="es" and carries the Spanish title, description and no-script text', () => {
    const spanish = localizedTemplate(template, 'es');
    expect(spanish).toMatch(/<html lang="es" /);
    expect(spanish).toContain(`<title data-static-head>${DOCUMENT_DEFAULTS.es.title}</title>`);
    expect(spanish).toContain(`content="${DOCUMENT_DEFAULTS.es.description}"`);
    expect(spanish).toContain(`<noscript>${DOCUMENT_DEFAULTS.es.noScript}</noscript>`);
    // Nothing else changes: the same tags, in the same order.
    const tags = (html: string) => [...html.matchAll(/<([a-z]+)\b/g)].map((m) => m[1]);
    expect(tags(spanish)).toEqual(tags(template));
  });

  it('fails the build when the template no longer has what it replaces', () => {
    expect(() => localizedTemplate('<html><head></head></html>', 'es')).toThrow(/index\.html/);
  });
});
