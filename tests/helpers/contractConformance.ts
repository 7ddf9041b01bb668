import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CONTRACT_FILE } from '../../src/server/config/projectFiles';
import { mediaTypeOf } from '../../src/server/http/bodyMediaType';
import { CONTRACT_KEYWORDS } from '../../src/server/http/controlCharacters';
import { type ContractOperation, contractOperations, type Json } from './contractOperations';

// The check of one answer against what openapi.yaml declares its operation answers: the status is
// declared for the operation, the media type for that status, a JSON body matches the declared schema and
// every header the answer must carry is there with a value its schema allows, and an error's text is in the
// language its Content-Language names (issue 39: Spanish when the request asked for it). The operations are
// read by contractOperations.ts; the recording hook the test servers add is in contractAnswers.ts.

/** An answer the server sent, as the test server's hook saw it. */
export interface Answer {
  method: string;
  /** The request's path (no query string). */
  path: string;
  /** The route that answered (`request.routeOptions.url`), when one did. */
  route: string | undefined;
  status: number;
  headers: Record<string, unknown>;
  /** The body as sent; undefined when it was a stream, which is not read here. */
  body: string | Buffer | undefined;
}

export interface Violation {
  operationId: string;
  status: number;
  problems: string[];
}

function newAjv(coerceTypes: boolean): Ajv {
  // The server's own settings (src/server/http/contractValidation.ts), with every error for the report.
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes, keywords: [...CONTRACT_KEYWORDS] });
  addFormats(ajv);
  // OpenAPI's `binary` (bytes of a file) is a hint for documentation, never met in a JSON body.
  ajv.addFormat('binary', true);
  return ajv;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is not valid'}`)
    .join('; ');
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** ` (answered "...")`: the error text of an undeclared answer, so that the report says which refusal it was. */
function answeredText(answer: Answer): string {
  try {
    const error = (JSON.parse(String(answer.body)) as { error?: unknown }).error;
    return typeof error === 'string' ? ` (answered "${error.slice(0, 120)}")` : '';
  } catch {
    return '';
  }
}

function headerText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
}

const ANY = '[\\s\\S]*?';
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalog text (ICU MessageFormat) as a pattern, from `at` to its end or to the `}` that closes its
 * branch: a placeholder matches any text, a plural or select one of its branches (`#` any number), and
 * `letters` counts the letters the text fixes, outside its placeholders.
 */
function icuPattern(
  text: string,
  at = 0,
  inPlural = false,
): { source: string; end: number; letters: number } {
  let source = '';
  let letters = 0;
  let i = at;
  while (i < text.length && text[i] !== '}') {
    const char = text[i] as string;
    if (char === '{') {
      const close = text.indexOf('}', i);
      const comma = text.indexOf(',', i);
      if (comma === -1 || comma > close) {
        source += ANY;
        i = close + 1;
        continue;
      }
      const rest = text.slice(comma + 1);
      const kind = (rest.split(',')[0] ?? '').trim();
      if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
        source += ANY;
        let depth = 0;
        for (; i < text.length; i++) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}' && --depth === 0) break;
        }
        i++;
        continue;
      }
      // The options: `key {branch}` pairs up to the argument's closing brace.
      i = comma + 1 + rest.indexOf(',') + 1;
      const branches: string[] = [];
      let fewest = Number.POSITIVE_INFINITY;
      while (i < text.length && text[i] !== '}') {
        const open = text.indexOf('{', i);
        const branch = icuPattern(text, open + 1, kind !== 'select');
        branches.push(branch.source);
        fewest = Math.min(fewest, branch.letters);
        i = branch.end + 1;
        while (text[i] === ' ') i++;
      }
      source += `(?:${branches.join('|')})`;
      letters += Number.isFinite(fewest) ? fewest : 0;
      i++;
    } else if (char === '#' && inPlural) {
      source += '[\\d.,]+';
      i++;
    } else {
      source += escaped(char);
      if (/\p{L}/u.test(char)) letters++;
      i++;
    }
  }
  return { source, end: i, letters };
}

/**
 * The texts of every catalog of one language (src/shared/i18n/<language>/*.json) as patterns, each with
 * at least a few letters of its own (so `{text}`, a text passed on as it is, matches nothing by itself).
 */
function catalogPatterns(language: string): RegExp[] {
  const dir = path.join(path.dirname(CONTRACT_FILE), 'src/shared/i18n', language);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => Object.values(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object))
    .filter((text): text is string => typeof text === 'string')
    .map((text) => icuPattern(text))
    .filter((pattern) => pattern.letters >= 3)
    .map((pattern) => new RegExp(`^${pattern.source}$`));
}

/**
 * What is wrong with the language of an error answer's text (issue 39): declared Spanish, it must be one
 * of the Spanish catalogs' texts; declared English, it must not be a Spanish text that is no English one.
 */
function languageProblems(
  language: string | undefined,
  text: string,
  patterns: Record<'en' | 'es', RegExp[]>,
): string[] {
  const known = (lang: 'en' | 'es') => patterns[lang].some((pattern) => pattern.test(text));
  if (language === 'es' && !known('es'))
    return [`Content-Language es, but "${text.slice(0, 120)}" is no text of the Spanish catalogs`];
  if (language === 'en' && known('es') && !known('en'))
    return [`Content-Language en, but "${text.slice(0, 120)}" is a Spanish text`];
  return [];
}

/** The contract's operations and the validators compiled from it, each schema compiled once. */
export class ContractChecker {
  private readonly byRoute = new Map<string, ContractOperation>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly bodyAjv = newAjv(false);
  // Headers are text on the wire: `Retry-After: 60` is an integer of the contract.
  private readonly headerAjv = newAjv(true);
  private readonly catalogs = { en: catalogPatterns('en'), es: catalogPatterns('es') };

  constructor(readonly operations: ContractOperation[]) {
    for (const operation of operations) this.byRoute.set(`${operation.method} ${operation.route}`, operation);
  }

  /**
   * The operation that answered: by the route that answered, or, for answers Fastify gives before routing
   * (a path parameter over its length: 414), by the path and method the request named.
   */
  operationOf(answer: Pick<Answer, 'method' | 'path' | 'route'>): ContractOperation | undefined {
    // HEAD is answered by the GET route, with its headers and without a body.
    const method = answer.method === 'HEAD' ? 'GET' : answer.method;
    const routed = answer.route ? this.byRoute.get(`${method} ${answer.route}`) : undefined;
    if (routed) return routed;
    return this.operations.find(
      (operation) => operation.method === method && operation.pattern.test(answer.path),
    );
  }

  private validator(key: string, ajv: Ajv, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What of `answer` the contract does not declare; undefined when it conforms or is no operation's. */
  check(answer: Answer): Violation | undefined {
    const operation = this.operationOf(answer);
    if (!operation) return undefined;
    const status = String(answer.status);
    const declared =
      operation.responses.get(status) ??
      operation.responses.get(`${status[0]}XX`) ??
      operation.responses.get('DEFAULT');
    const violation = (problems: string[]): Violation | undefined =>
      problems.length > 0 ? { operationId: operation.id, status: answer.status, problems } : undefined;
    if (!declared) return violation([`status ${status} is not declared${answeredText(answer)}`]);

    const problems: string[] = [];
    const key = `${operation.id} ${status}`;
    const mediaType = mediaTypeOf(headerText(answer.headers['content-type']));
    const bodyLength = answer.body === undefined ? undefined : Buffer.byteLength(answer.body);
    const headRequest = answer.method === 'HEAD';
    if (declared.content.size === 0) {
      if (bodyLength !== undefined && bodyLength > 0 && !headRequest)
        problems.push(`a body (${mediaType ?? 'no media type'}) where none is declared`);
    } else if (mediaType === undefined || !declared.content.has(mediaType)) {
      problems.push(
        `media type ${mediaType ?? '(none)'} is not declared (declared: ${[...declared.content.keys()].join(', ')})`,
      );
    } else if (isJson(mediaType) && answer.body !== undefined && !headRequest) {
      const schema = declared.content.get(mediaType);
      let body: unknown;
      try {
        body = JSON.parse(answer.body.toString());
      } catch {
        problems.push(`the ${mediaType} body is not JSON`);
      }
      if (body !== undefined && schema) {
        const validate = this.validator(`${key} ${mediaType}`, this.bodyAjv, schema);
        if (!validate(body)) problems.push(`body: ${describeErrors(validate.errors)}`);
      }
      const error = answer.status >= 400 ? (body as { error?: unknown } | undefined)?.error : undefined;
      if (typeof error === 'string') {
        const language = headerText(answer.headers['content-language']);
        problems.push(...languageProblems(language, error, this.catalogs));
      }
    }

    for (const [name, header] of declared.headers) {
      const value = headerText(answer.headers[name]);
      if (value === undefined) {
        if (header.required) problems.push(`required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.validator(`${key} header ${name}`, this.headerAjv, header.schema);
      if (!validate(value)) problems.push(`header ${name}: ${describeErrors(validate.errors)}`);
    }
    return violation(problems);
  }
}

interface CheckerCache {
  yamlText: string;
  checker: ContractChecker;
}

// On globalThis: where Vitest evaluates this module again for another test file in the same process, the
// contract's schemas stay compiled (each is compiled on its first answer).
const CACHE_KEY = Symbol.for('site.contractConformance.checker');

/** The checker for openapi.yaml as it is on disk now. */
export function contractChecker(): ContractChecker {
  const yamlText = readFileSync(CONTRACT_FILE, 'utf8');
  const holder = globalThis as { [CACHE_KEY]?: CheckerCache };
  const cached = holder[CACHE_KEY];
  if (cached?.yamlText === yamlText) return cached.checker;
  const checker = new ContractChecker(contractOperations(yamlText));
  holder[CACHE_KEY] = { yamlText, checker };
  return checker;
}

export function describeViolation(violation: Violation): string {
  return `${violation.operationId} ${violation.status}: ${violation.problems.join('; ')}`;
}
