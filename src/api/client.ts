import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { Locale } from '../shared/i18n/locales';
import { apiBaseUrl } from './baseUrl';
import { readAuthToken } from './cookies';
import type { components, paths } from './schema';
import { SITE_LOCALE } from './siteLocale';

/** The typed client of openapi.yaml; every call of the web app and the machines goes through one. */
export type ApiClient = Client<paths>;

/** The contract's named schemas, e.g. `ApiSchemas['User']`. */
export type ApiSchemas = components['schemas'];

export { resolveBaseUrl } from './baseUrl';

export interface ApiClientOptions {
  /** Where the API is mounted; defaults to the build's API_BASE_URL, else '/api'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token to send, or null for none; defaults to reading the `authToken` cookie. */
  getToken?: () => string | null;
  /** The language the server answers in (error texts, e-mails of what the call starts); the build's by default. */
  language?: Locale;
}

/** A non-2xx answer. `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed error body (or its raw text when it was not JSON), for callers that show it verbatim. */
  readonly body: unknown;
  /** The server's Retry-After in seconds (503, 429, 409 answers), when it sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body: unknown, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function bearerMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

/** Sends the page's language, which the server answers in (issue 39), whatever the browser prefers. */
function languageMiddleware(language: Locale): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', language);
      return request;
    },
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl(),
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(bearerMiddleware(options.getToken ?? readAuthToken));
  client.use(languageMiddleware(options.language ?? SITE_LOCALE));
  return client;
}

/** The app's client: same-origin (or API_BASE_URL), cookies included, bearer token from `authToken`. */
export const api: ApiClient = createApiClient();

function errorMessage(error: unknown, response: Response): string {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const text = (error as { error: unknown }).error;
    if (typeof text === 'string' && text !== '') return text;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  return response.statusText || `Request failed with status ${response.status}`;
}

/** Retry-After as delay-seconds (the form this server sends); a date or anything else is ignored. */
function retryAfterSeconds(header: string | null): number | undefined {
  return header !== null && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

/**
 * Returns the data of a 2xx answer and throws `ApiError` otherwise, so that machines can invoke calls as
 * promise actors: `fromPromise(async () => unwrap(await api.GET('/users/user')))`.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const { response } = result;
  if (response.ok) return result.data as T;
  throw new ApiError(
    response.status,
    errorMessage(result.error, response),
    result.error,
    retryAfterSeconds(response.headers.get('retry-after')),
  );
}

/**
 * The init for POST /images/upload: `api.POST('/images/upload', imageUploadInit(file))`. openapi-typescript
 * types a binary part as `string`, so the typed body only names the file; the serializer sends the file
 * itself as multipart/form-data (fetch sets the boundary).
 */
export function imageUploadInit(file: Blob) {
  const fileName = file instanceof File && file.name !== '' ? file.name : 'image';
  return {
    body: { image: fileName },
    bodySerializer: () => {
      const form = new FormData();
      form.append('image', file, fileName);
      return form;
    },
  };
}
