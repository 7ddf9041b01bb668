import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig, lint, parseYaml } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { describe, expect, it } from 'vitest';
import { CONTRACT_AJV } from '../../src/server/http/contractValidation';
import { CONTRACT_KEYWORDS, registerControlCharacterRule } from '../../src/server/http/controlCharacters';
import { registerErrorHandler } from '../../src/server/http/errorHandler';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = path.join(ROOT, 'openapi.yaml');
const ERROR_REF = '#/components/schemas/Error';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;

interface Expected {
  operationId: string;
  tag: string;
  bearer: 'required' | 'optional' | 'none';
}

/**
 * SPEC section 7 (25 calls) plus the five additions of the design and the six staff calls of the lead
 * inbox (issue 13), the seven passkey calls (issue 14), the four calls of issue 26 (confirming it's you,
 * its passkey options, the reset's passkey list, the e-mail change's code) and the sizing guide's estimate
 * (issue 27) and the eleven calls of booking the free in-home assessment (issue 28), keyed by "METHOD path".
 */
const EXPECTED: Record<string, Expected> = {
  'POST /users/signin': { operationId: 'signIn', tag: 'auth', bearer: 'none' },
  'POST /users/signin/2fa': { operationId: 'signInTwoFactor', tag: 'auth', bearer: 'none' },
  'POST /users/signup': { operationId: 'signUp', tag: 'auth', bearer: 'none' },
  'POST /users/signout': { operationId: 'signOut', tag: 'auth', bearer: 'required' },
  'POST /email/send-verification': { operationId: 'sendVerification', tag: 'email', bearer: 'none' },
  'POST /email/verify-code': { operationId: 'verifyCode', tag: 'email', bearer: 'none' },
  'POST /email/forgot-password': { operationId: 'forgotPassword', tag: 'email', bearer: 'none' },
  'POST /email/reset-password': { operationId: 'resetPassword', tag: 'email', bearer: 'none' },
  'POST /email/reset-password/passkeys': { operationId: 'listResetPasskeys', tag: 'email', bearer: 'none' },
  'POST /users/email-change/confirm': {
    operationId: 'confirmEmailChange',
    tag: 'account',
    bearer: 'required',
  },
  'POST /sessions/current/confirm': { operationId: 'confirmIdentity', tag: 'sessions', bearer: 'required' },
  'POST /sessions/current/confirm/passkey-options': {
    operationId: 'confirmIdentityPasskeyOptions',
    tag: 'sessions',
    bearer: 'required',
  },
  'POST /email/inquiry': { operationId: 'sendInquiry', tag: 'leads', bearer: 'optional' },
  'POST /guests/create': { operationId: 'createGuest', tag: 'leads', bearer: 'none' },
  'POST /guest/service-request': { operationId: 'createGuestServiceRequest', tag: 'leads', bearer: 'none' },
  'POST /user/service-request': { operationId: 'createUserServiceRequest', tag: 'leads', bearer: 'required' },
  'POST /sizing/estimate': { operationId: 'estimateGeneratorSize', tag: 'sizing', bearer: 'none' },
  'GET /users/user': { operationId: 'getUser', tag: 'account', bearer: 'required' },
  'PUT /users/update': { operationId: 'updateUser', tag: 'account', bearer: 'required' },
  'POST /images/upload': { operationId: 'uploadImage', tag: 'account', bearer: 'required' },
  'GET /images/{id}': { operationId: 'getImage', tag: 'account', bearer: 'none' },
  'POST /2fa/initiate': { operationId: 'initiateTwoFactor', tag: 'twoFactor', bearer: 'required' },
  'POST /2fa/verify': { operationId: 'verifyTwoFactor', tag: 'twoFactor', bearer: 'required' },
  'POST /2fa/disable': { operationId: 'disableTwoFactor', tag: 'twoFactor', bearer: 'required' },
  'GET /sessions': { operationId: 'listSessions', tag: 'sessions', bearer: 'required' },
  'DELETE /sessions': { operationId: 'endOtherSessions', tag: 'sessions', bearer: 'required' },
  'DELETE /sessions/{id}': { operationId: 'endSession', tag: 'sessions', bearer: 'required' },
  'GET /contact-numbers': { operationId: 'listContactNumbers', tag: 'contactNumbers', bearer: 'required' },
  'POST /contact-numbers': { operationId: 'createContactNumber', tag: 'contactNumbers', bearer: 'required' },
  'PUT /contact-numbers/{id}': {
    operationId: 'updateContactNumber',
    tag: 'contactNumbers',
    bearer: 'required',
  },
  'DELETE /contact-numbers/{id}': {
    operationId: 'deleteContactNumber',
    tag: 'contactNumbers',
    bearer: 'required',
  },
  'GET /email-notifications': {
    operationId: 'getEmailNotifications',
    tag: 'notifications',
    bearer: 'required',
  },
  'PATCH /email-notifications': {
    operationId: 'updateEmailNotification',
    tag: 'notifications',
    bearer: 'required',
  },
  'GET /health': { operationId: 'getHealth', tag: 'system', bearer: 'none' },
  'GET /staff/leads': { operationId: 'listLeads', tag: 'staff', bearer: 'required' },
  'GET /staff/leads/counts': { operationId: 'leadCounts', tag: 'staff', bearer: 'required' },
  'GET /staff/leads/export': { operationId: 'exportLeads', tag: 'staff', bearer: 'required' },
  'GET /staff/leads/{id}': { operationId: 'getLead', tag: 'staff', bearer: 'required' },
  'PATCH /staff/leads/{id}': { operationId: 'updateLead', tag: 'staff', bearer: 'required' },
  'POST /staff/leads/{id}/resend': { operationId: 'resendLead', tag: 'staff', bearer: 'required' },
  'POST /staff/leads/{id}/contacts': { operationId: 'logLeadContact', tag: 'staff', bearer: 'required' },
  'GET /staff/insights': { operationId: 'getInsights', tag: 'staff', bearer: 'required' },
  'GET /staff/push/key': { operationId: 'getPushKey', tag: 'staff', bearer: 'required' },
  'GET /staff/push/subscriptions': { operationId: 'listPushSubscriptions', tag: 'staff', bearer: 'required' },
  'POST /staff/push/subscriptions': { operationId: 'savePushSubscription', tag: 'staff', bearer: 'required' },
  'PATCH /staff/push/subscriptions/{id}': {
    operationId: 'updatePushSubscription',
    tag: 'staff',
    bearer: 'required',
  },
  'DELETE /staff/push/subscriptions/{id}': {
    operationId: 'deletePushSubscription',
    tag: 'staff',
    bearer: 'required',
  },
  'GET /appointments/availability': { operationId: 'listAvailability', tag: 'appointments', bearer: 'none' },
  'POST /appointments': { operationId: 'bookAppointment', tag: 'appointments', bearer: 'optional' },
  'POST /appointments/confirm': {
    operationId: 'confirmAppointmentHold',
    tag: 'appointments',
    bearer: 'none',
  },
  'POST /appointments/resend-code': {
    operationId: 'resendAppointmentCode',
    tag: 'appointments',
    bearer: 'none',
  },
  'GET /appointments/manage/{token}': { operationId: 'getAppointment', tag: 'appointments', bearer: 'none' },
  'POST /appointments/manage/{token}/reschedule': {
    operationId: 'rescheduleAppointment',
    tag: 'appointments',
    bearer: 'none',
  },
  'POST /appointments/manage/{token}/cancel': {
    operationId: 'cancelAppointment',
    tag: 'appointments',
    bearer: 'none',
  },
  'GET /staff/appointments': { operationId: 'listAppointments', tag: 'appointments', bearer: 'required' },
  'POST /staff/appointments': {
    operationId: 'bookAppointmentForLead',
    tag: 'appointments',
    bearer: 'required',
  },
  'GET /users/user/appointments': {
    operationId: 'listMyAppointments',
    tag: 'appointments',
    bearer: 'required',
  },
  'PATCH /staff/appointments/{id}': {
    operationId: 'updateAppointment',
    tag: 'appointments',
    bearer: 'required',
  },
  'POST /staff/appointments/{id}/allow-rebooking': {
    operationId: 'allowRebooking',
    tag: 'appointments',
    bearer: 'required',
  },
  'POST /staff/appointments/{id}/new-link': {
    operationId: 'sendNewManageLink',
    tag: 'appointments',
    bearer: 'required',
  },
  'GET /staff/booking-blocks': { operationId: 'listBookingBlocks', tag: 'staff', bearer: 'required' },
  'POST /staff/booking-blocks': { operationId: 'addBookingBlock', tag: 'staff', bearer: 'required' },
  'DELETE /staff/booking-blocks/{id}': {
    operationId: 'removeBookingBlock',
    tag: 'staff',
    bearer: 'required',
  },
  'PUT /staff/appointments/capacity': { operationId: 'setCapacity', tag: 'appointments', bearer: 'required' },
  'POST /staff/appointments/closures': { operationId: 'closeDates', tag: 'appointments', bearer: 'required' },
  'GET /passkeys': { operationId: 'listPasskeys', tag: 'passkeys', bearer: 'required' },
  'POST /passkeys/registration/options': {
    operationId: 'passkeyRegistrationOptions',
    tag: 'passkeys',
    bearer: 'required',
  },
  'POST /passkeys/registration/verify': {
    operationId: 'verifyPasskeyRegistration',
    tag: 'passkeys',
    bearer: 'required',
  },
  'PATCH /passkeys/{id}': { operationId: 'renamePasskey', tag: 'passkeys', bearer: 'required' },
  'DELETE /passkeys/{id}': { operationId: 'deletePasskey', tag: 'passkeys', bearer: 'required' },
  'POST /passkeys/authentication/options': {
    operationId: 'passkeySignInOptions',
    tag: 'passkeys',
    bearer: 'none',
  },
  'POST /passkeys/authentication/verify': {
    operationId: 'signInWithPasskey',
    tag: 'passkeys',
    bearer: 'none',
  },
};

const spec = parseYaml(readFileSync(CONTRACT, 'utf8')) as Json;

interface Operation {
  key: string;
  method: string;
  path: string;
  op: Json;
}

function operations(): Operation[] {
  const result: Operation[] = [];
  for (const [route, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (op) result.push({ key: `${method.toUpperCase()} ${route}`, method, path: route, op });
    }
  }
  return result;
}

/** Follows a local `$ref` ("#/components/...") once. */
function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: unknown = spec;
  for (const segment of ref.replace(/^#\//, '').split('/')) target = (target as Json)[segment];
  if (!target) throw new Error(`unresolved ${ref}`);
  return deref(target as Json);
}

function bearerOf(op: Json): Expected['bearer'] {
  const security = (op.security ?? spec.security) as Json[];
  const bearer = security.some((requirement) => 'bearerAuth' in requirement);
  const anonymous =
    security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  if (!bearer) return 'none';
  return anonymous ? 'optional' : 'required';
}

/** Media types whose bodies are bytes: their examples describe the body (a description beside the value). */
const DESCRIBED_MEDIA_TYPES = new Set(['multipart/form-data', 'image/webp']);

interface MediaEntry {
  /** "POST /users/signin request application/json", "POST /users/signin 401 application/json". */
  where: string;
  operation: Operation;
  type: string;
  media: Json;
  /** The response status; undefined for the request body. */
  status?: string;
}

/** Every media type object of every request body and response, `$ref`s followed. */
function mediaEntries(): MediaEntry[] {
  const result: MediaEntry[] = [];
  for (const operation of operations()) {
    const { key, op } = operation;
    if (op.requestBody) {
      const content = deref(op.requestBody as Json).content as Record<string, Json>;
      for (const [type, media] of Object.entries(content)) {
        result.push({ where: `${key} request ${type}`, operation, type, media });
      }
    }
    for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
      const content = (deref(response).content ?? {}) as Record<string, Json>;
      for (const [type, media] of Object.entries(content)) {
        result.push({ where: `${key} ${status} ${type}`, operation, type, media, status });
      }
    }
  }
  return result;
}

/** The named examples of a media type or parameter, `$ref`s followed. */
function namedExamples(node: Json): Array<[string, Json]> {
  return Object.entries((node.examples ?? {}) as Record<string, Json>).map(([name, example]) => [
    name,
    deref(example),
  ]);
}

/** The operation's parameters (the path's and its own), `$ref`s followed. */
function parametersOf({ path: route, op }: Operation): Json[] {
  const item = (spec.paths as Record<string, Json>)[route] ?? {};
  return [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])].map(deref);
}

/** A parameter's `example`, or the value of its first named example. */
function parameterExample(parameter: Json): unknown {
  if ('example' in parameter) return parameter.example;
  return namedExamples(parameter)[0]?.[1].value;
}

/** True when the media type's schema is exactly a `$ref` to `ref`. */
function isJsonSchemaRef(media: Json, ref: string): boolean {
  return (media.schema as Json | undefined)?.$ref === ref;
}

/**
 * Texts the server builds from a template, so they are no string literal of the sources: each example
 * text listed under the template it comes from, as written in src/server or src/shared (a template
 * literal, spaces collapsed: its `${…}` parts stand for any text) or, since issue 39, as written in the
 * English catalogs src/shared/i18n/en/*.json (quoted: each `{…}` placeholder, plural or select stands for
 * any text).
 */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: the templates are quoted as the sources write them
/** How long to wait, as the catalogs write it (src/server/security/retryLater.ts, waitValues). */
const WAIT =
  '{minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}';

const TEMPLATED_TEXTS: Array<{ template: string; texts: string[] }> = [
  // src/shared/appointments.ts: the manage link's move cap names its number (issue 38).
  {
    template:
      "'This visit has been moved {count} times in the last 24 hours. Please try again tomorrow, or call us to change it.'",
    texts: [
      'This visit has been moved 3 times in the last 24 hours. Please try again tomorrow, or call us to change it.',
    ],
  },
  // src/server/http/validationMessage.ts: the first complaint of the contract's schema, naming the field.
  {
    template: "'{field} is required.'",
    texts: ['password is required.', 'user_id is required.', 'verification_proof is required.'],
  },
  {
    template: "'{field} must be a valid e-mail address.'",
    texts: ['email must be a valid e-mail address.'],
  },
  {
    template: "'{field} must be a valid {format}.'",
    texts: ['userId must be a valid uuid.', 'guest_id must be a valid uuid.', 'id must be a valid uuid.'],
  },
  { template: "'{field} must not be empty.'", texts: ['first_name must not be empty.'] },
  {
    template: "'{field} must be at least {limit} characters long.'",
    texts: [
      'token must be at least 6 characters long.',
      'password must be at least 10 characters long.',
      'newPassword must be at least 8 characters long.',
      'q must be at least 3 characters long.',
    ],
  },
  {
    template: "'{field} must be at most {limit} characters long.'",
    texts: ['username must be at most 20 characters long.', 'note must be at most 2000 characters long.'],
  },
  {
    template: "'{field} must be one of: {values}.'",
    texts: [
      'city must be one of: Orlando, Tampa, Jacksonville.',
      'type must be one of: Mobile, Home, Work, Other.',
      'field must be one of: password_change, inquiry_verification, estimate_verification, phone_number_change.',
      'status must be one of: new, contacted, quoted, won, lost.',
      'kind must be one of: estimate, inquiry.',
      'language must be one of: en, es.',
      'channel must be one of: called, texted, emailed.',
      'fuel must be one of: natural-gas, propane, none.',
      'sizing.fuel must be one of: natural-gas, propane, none.',
    ],
  },
  {
    template: "'{field} has an invalid format.'",
    texts: [
      'token has an invalid format.',
      'phone_number has an invalid format.',
      'limit has an invalid format.',
    ],
  },
  { template: "'{field} is out of range.'", texts: ['service_type_id is out of range.'] },
  {
    template: "'{field} must be of type {type}.'",
    texts: ['square_feet must be of type integer.'],
  },
  {
    template: "'{field} must have at most {limit, plural, one {# entry} other {# entries}}.'",
    texts: ['ac_units must have at most 4 entries.'],
  },
  {
    template: "'{field} must have at least {limit, plural, one {# entry} other {# entries}}.'",
    texts: ['products must have at least 1 entry.'],
  },
  {
    template: "'{field} {problem}.'",
    texts: ['body must NOT have more than 1 properties.'],
  },
  // src/server/http/requestErrors.ts: a body of a media type the operation does not declare.
  {
    template: "'Unsupported content type: send {count, plural, one {{first}} other {{first} or {rest}}}.'",
    texts: [
      'Unsupported content type: send application/json.',
      'Unsupported content type: send multipart/form-data.',
    ],
  },
  // src/server/http/requestErrors.ts: a query or path parameter with a control character (issue 38).
  {
    template:
      "'{field, select, pathParameter {A path parameter} queryParameter {A query parameter} unnamedField {A field} wholeRequest {The request} other {{field}}} contains a control character or an invalid character.'",
    texts: ['A query parameter contains a control character or an invalid character.'],
  },
  // src/server/http/rateLimit.ts: the per-IP limits of `x-fastify-config`.
  {
    template: "'Too many requests. Please try again in WAIT.'",
    texts: ['Too many requests. Please try again in 1 minute.'],
  },
  // src/server/accounts/accountMessages.ts, twoFactor.service.ts: the per-address and per-user locks.
  {
    template: "'Please wait {seconds} seconds before requesting a new code.'",
    texts: ['Please wait 42 seconds before requesting a new code.'],
  },
  {
    template: "'Too many codes were requested for this e-mail address. Please try again in WAIT.'",
    texts: ['Too many codes were requested for this e-mail address. Please try again in 38 minutes.'],
  },
  {
    template: "'Too many failed sign-in attempts. Please try again in WAIT.'",
    texts: ['Too many failed sign-in attempts. Please try again in 15 minutes.'],
  },
  {
    template: "'Too many password reset requests for this e-mail address. Please try again in WAIT.'",
    texts: ['Too many password reset requests for this e-mail address. Please try again in 45 minutes.'],
  },
  {
    template: "'Too many wrong passwords. Please try again in WAIT.'",
    texts: ['Too many wrong passwords. Please try again in 15 minutes.'],
  },
  {
    template: "'Too many wrong codes. Please try again in WAIT.'",
    texts: ['Too many wrong codes. Please try again in 15 minutes.'],
  },
  {
    template: "'Too many e-mail address changes were started. Please try again in WAIT.'",
    texts: ['Too many e-mail address changes were started. Please try again in 40 minutes.'],
  },
  // src/shared/sessionRules.ts: the confirmation's length, written into its answer.
  {
    template: "'Thank you. You will not be asked again for {minutes} minutes.'",
    texts: ['Thank you. You will not be asked again for 15 minutes.'],
  },
  {
    template: "'{field, select, first {First name} other {Last name}} cannot be empty.'",
    texts: ['Last name cannot be empty.'],
  },
  // Limits written into their texts (contactNumbers.service.ts, src/shared/passkeys.ts).
  {
    template: "'You can keep at most {max} phone numbers. Delete one first.'",
    texts: ['You can keep at most 20 phone numbers. Delete one first.'],
  },
  {
    template: "'You can have at most {limit} passkeys. Remove one to add another.'",
    texts: ['You can have at most 10 passkeys. Remove one to add another.'],
  },
  {
    template: "'The name can be at most {max} characters.'",
    texts: ['The name can be at most 50 characters.'],
  },
].map(({ template, texts }) => ({ template: template.replace('WAIT', WAIT), texts }));
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: the templates are quoted as the sources write them

/**
 * The TypeScript sources of the server and of the code it shares with the web app, spaces collapsed, and
 * the English texts of the message catalogs (issue 39), each quoted as a string literal.
 */
function serverSources(): string {
  const texts: string[] = [];
  for (const dir of ['src/server', 'src/shared']) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.ts')) {
        texts.push(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
      }
    }
  }
  const catalogs = path.join(ROOT, 'src/shared/i18n/en');
  for (const name of readdirSync(catalogs).filter((file) => file.endsWith('.json'))) {
    const catalog = JSON.parse(readFileSync(path.join(catalogs, name), 'utf8')) as Record<string, string>;
    for (const text of Object.values(catalog)) {
      texts.push(`'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`);
    }
  }
  return texts.join('\n').replace(/\s+/g, ' ');
}

/** True when `text` is a whole string literal of the sources ('...', "..." or a template without parts). */
function isStringLiteralIn(sources: string, text: string): boolean {
  const escaped = text.replaceAll('\\', '\\\\');
  return [
    `'${escaped.replaceAll("'", "\\'")}'`,
    `"${escaped.replaceAll('"', '\\"')}"`,
    `\`${escaped.replaceAll('`', '\\`')}\``,
  ].some((literal) => sources.includes(literal));
}

/**
 * A template as a pattern: a template literal (backticks included), whose `${…}` parts match any text, or
 * a quoted catalog text, whose `{…}` placeholders (plurals and selects whole) match any text.
 */
function templatePattern(template: string): RegExp {
  const body = template.slice(1, -1);
  const icu = template.startsWith("'");
  let pattern = '';
  for (let i = 0; i < body.length; ) {
    const opens = icu ? body[i] === '{' : body.startsWith('${', i);
    if (opens) {
      let depth = 0;
      let j = icu ? i : i + 1;
      for (; j < body.length; j++) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}' && --depth === 0) break;
      }
      pattern += '(.*?)';
      i = j + 1;
    } else {
      pattern += (body[i] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i++;
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** The `error` texts of the Error examples and the `message` texts of the 2xx examples, with where each is. */
function exampleTexts(): Array<{ where: string; text: string }> {
  const result: Array<{ where: string; text: string }> = [];
  for (const { where, media, status } of mediaEntries()) {
    if (status === undefined) continue;
    for (const [name, example] of namedExamples(media)) {
      const value = example.value as Json | undefined;
      if (isJsonSchemaRef(media, ERROR_REF)) {
        expect(typeof value?.error, `${where} ${name}: error`).toBe('string');
        result.push({ where: `${where} ${name}`, text: value?.error as string });
      } else if (status.startsWith('2') && typeof value?.message === 'string') {
        result.push({ where: `${where} ${name}`, text: value.message });
      }
    }
  }
  return result;
}

describe('openapi.yaml', () => {
  it('passes Redocly lint with the recommended ruleset, without a warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: CONTRACT, config });
    const report = problems.map((p) => ({
      severity: p.severity,
      ruleId: p.ruleId,
      message: p.message,
      pointer: p.location[0]?.pointer,
    }));

    expect(report).toEqual([]);
  });

  it('bundles without problems', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const result = await bundle({ ref: CONTRACT, config });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document for @seriousme/openapi-schema-validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(CONTRACT);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has exactly the calls of SPEC section 7 plus the additions, with their operationIds and tags', () => {
    const found = operations();
    expect(found.map((o) => o.key).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const { key, op } of found) {
      const expected = EXPECTED[key];
      expect(op.operationId, key).toBe(expected?.operationId);
      expect(op.tags, key).toEqual([expected?.tag]);
      expect(bearerOf(op), `${key} bearer`).toBe(expected?.bearer);
      expect(typeof op.summary === 'string' && op.summary.length > 0, `${key} summary`).toBe(true);
      expect(typeof op.description === 'string' && op.description.length > 20, `${key} description`).toBe(
        true,
      );
    }
  });

  it('answers every non-2xx status with the shared Error schema', () => {
    for (const { key, op } of operations()) {
      const responses = Object.entries(op.responses as Record<string, Json>);
      expect(
        responses.some(([status]) => status.startsWith('2')),
        `${key} has a 2xx`,
      ).toBe(true);
      for (const [status, response] of responses) {
        if (status.startsWith('2')) continue;
        // Not modified (GET /images/{id}): an empty answer by definition.
        if (status === '304') {
          expect(deref(response).content, `${key} 304 has no body`).toBeUndefined();
          continue;
        }
        const content = deref(response).content as Record<string, { schema?: Json }> | undefined;
        expect(Object.keys(content ?? {}), `${key} ${status}`).toEqual(['application/json']);
        expect(content?.['application/json']?.schema?.$ref, `${key} ${status}`).toBe(ERROR_REF);
      }
    }
    expect(deref({ $ref: ERROR_REF })).toMatchObject({
      required: ['error'],
      properties: { error: { type: 'string' } },
    });
  });

  it('closes every JSON request body to unknown fields and requires its fields', () => {
    for (const { key, op } of operations()) {
      if (!op.requestBody) continue;
      const content = deref(op.requestBody as Json).content as Record<string, { schema: Json }>;
      const json = content['application/json'];
      if (!json) continue;
      const schema = deref(json.schema);
      expect(schema.additionalProperties, key).toBe(false);
      // These take any one of their fields: /2fa/disable, confirming it's you and the lead update refuse a
      // body with none (400); a profile update with none changes nothing and answers the profile.
      const anyOne = ['PUT /users/update', 'POST /2fa/disable', 'POST /sessions/current/confirm'];
      if (!anyOne.includes(key) && key !== 'PATCH /staff/leads/{id}') {
        expect((schema.required as unknown[] | undefined)?.length ?? 0, `${key} required`).toBeGreaterThan(0);
      }
    }
  });

  it('lists the 415 of a call that takes no body (the body media type rule refuses one)', () => {
    for (const { key, op } of operations()) {
      if (op.requestBody) continue;
      const responses = op.responses as Record<string, Json>;
      expect(responses['415'], key).toEqual({ $ref: '#/components/responses/BodyNotTaken' });
    }
  });

  it('loads into fastify-openapi-glue with a route and compiled schemas for every operation', async () => {
    const app = Fastify({ logger: false, ajv: { customOptions: { keywords: [...CONTRACT_KEYWORDS] } } });
    const resolved: string[] = [];
    await app.register(openapiGlue, {
      specification: CONTRACT,
      prefix: '/api',
      operationResolver: (operationId: string) => {
        resolved.push(operationId);
        return async () => ({});
      },
      securityHandlers: { bearerAuth: async () => undefined },
    });
    await app.ready();

    expect(resolved.sort()).toEqual(
      Object.values(EXPECTED)
        .map((e) => e.operationId)
        .sort(),
    );
    const rejected = await app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'nope' },
    });
    expect(rejected.statusCode).toBe(400);
    await app.close();
  });

  it('gives every request body, response and parameter a named example', () => {
    const entries = mediaEntries();
    for (const { where, type, media } of entries) {
      // Named examples only: the docs show them as a picker, and Redocly checks `examples` only without `example`.
      expect('example' in media, `${where}: use named examples, not example`).toBe(false);
      const examples = namedExamples(media);
      expect(examples.length, `${where} has an example`).toBeGreaterThan(0);
      for (const [name, example] of examples) {
        expect(
          typeof example.summary === 'string' && example.summary !== '',
          `${where} ${name} summary`,
        ).toBe(true);
        expect(example.externalValue, `${where} ${name}`).toBeUndefined();
        // Spectral's oas3-valid-media-example wants a value even for bytes (an upload, an image): there it
        // stands for the bytes, and the description says what the body is.
        expect('value' in example, `${where} ${name} has a value`).toBe(true);
        if (DESCRIBED_MEDIA_TYPES.has(type)) {
          expect(String(example.description ?? '').length, `${where} ${name} description`).toBeGreaterThan(
            40,
          );
        }
      }
    }
    // The walk above reaches every response with content by construction; make sure it reaches every request body.
    const requests = new Set(entries.filter((e) => e.status === undefined).map((e) => e.operation.key));
    expect(requests).toEqual(
      new Set(
        operations()
          .filter((o) => o.op.requestBody)
          .map((o) => o.key),
      ),
    );

    for (const operation of operations()) {
      for (const parameter of parametersOf(operation)) {
        expect(parameterExample(parameter), `${operation.key} parameter ${parameter.name}`).toBeDefined();
      }
    }
  });

  it('has Redocly check every example against its schema (the lint above then fails on a wrong one)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    for (const rule of [
      'no-invalid-media-type-examples',
      'no-invalid-parameter-examples',
      'no-invalid-schema-examples',
      'no-unused-components',
    ]) {
      const settings = config.getRuleSettings(rule, 'oas3_1') as {
        severity: string;
        allowAdditionalProperties?: boolean;
      };
      expect(settings.severity, rule).not.toBe('off');
      // An example with a field its schema does not declare is a problem too.
      expect(settings.allowAdditionalProperties ?? false, rule).toBe(false);
    }
  });

  it('only shows error and message texts that the server sends', () => {
    const sources = serverSources();
    const templated = new Set<string>();
    for (const { where, text } of exampleTexts()) {
      if (isStringLiteralIn(sources, text)) continue;
      expect(
        TEMPLATED_TEXTS.some((t) => t.texts.includes(text)),
        `${where}: "${text}" is no string literal of src/server or src/shared, nor listed in TEMPLATED_TEXTS`,
      ).toBe(true);
      templated.add(text);
    }
    for (const { template, texts } of TEMPLATED_TEXTS) {
      expect(sources.includes(template), `${template} is no longer in src/server or src/shared`).toBe(true);
      for (const text of texts) {
        expect(text).toMatch(templatePattern(template));
        expect(
          templated.has(text),
          `"${text}" is listed but no example shows it (or it is a literal now)`,
        ).toBe(true);
      }
    }
  });

  it('has request examples the server accepts and answer examples it sends unchanged', async () => {
    // The server's validation (app.ts's ajv options, the control-character rule) with stub handlers that
    // answer whatever the test plans, through the contract's response schemas (their serializers).
    const app = Fastify({ logger: false, ajv: CONTRACT_AJV });
    registerErrorHandler(app);
    registerControlCharacterRule(app);
    let planned: { status: number; body?: unknown } = { status: 204 };
    await app.register(openapiGlue, {
      specification: CONTRACT,
      prefix: '/api',
      operationResolver: () => async (_request, reply) => reply.code(planned.status).send(planned.body),
      securityHandlers: { bearerAuth: async () => undefined },
    });
    await app.ready();

    const entries = mediaEntries();
    const skipped: string[] = [];
    let answers = 0;
    for (const operation of operations()) {
      const parameters = parametersOf(operation);
      let url = `/api${operation.path}`;
      for (const p of parameters.filter((p) => p.in === 'path')) {
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(parameterExample(p))));
      }
      const query = new URLSearchParams(
        parameters.filter((p) => p.in === 'query').map((p) => [String(p.name), String(parameterExample(p))]),
      ).toString();
      if (query) url += `?${query}`;
      const method = operation.method.toUpperCase() as 'GET';
      const ownMedia = entries.filter((e) => e.operation.key === operation.key);
      const request = ownMedia.find((e) => e.status === undefined);
      // The upload's multipart body is read by its own plugin, which this stub server does not have.
      if (request && request.type !== 'application/json') {
        skipped.push(operation.key);
        continue;
      }
      const bodies = request ? namedExamples(request.media).map(([name, e]) => [name, e.value] as const) : [];
      const send = (payload: unknown) =>
        app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

      planned = { status: 204 };
      for (const [name, payload] of bodies.length > 0 ? bodies : [['no body', undefined] as const]) {
        const res = await send(payload);
        expect(res.statusCode, `${operation.key} ${url} ${name}: ${res.body}`).toBe(204);
      }
      for (const { where, type, media, status } of ownMedia) {
        if (status === undefined || type !== 'application/json') continue;
        for (const [name, example] of namedExamples(media)) {
          planned = { status: Number(status), body: example.value };
          const res = await send(bodies[0]?.[1]);
          expect(res.statusCode, `${where} ${name}`).toBe(Number(status));
          expect(res.json(), `${where} ${name}`).toEqual(example.value);
          answers++;
        }
      }
    }
    await app.close();
    expect(skipped).toEqual(['POST /images/upload']);
    expect(answers).toBeGreaterThan(200);
  });
});
