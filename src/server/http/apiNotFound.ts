import type { FastifyInstance } from 'fastify';
import { requestErrors, sendError } from './requestErrors';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/contact-numbers/:id` -> a regular expression for the concrete paths it routes. */
function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/**
 * Answers under /api that match no route: a known path asked with another method is a 405 with `Allow`
 * (the methods the contract routes there), anything else a 404. Both are `{ error }` and never repeat the
 * URL. The routes are learnt as they are registered, so the contract stays the only list of them.
 */
export async function registerApiNotFound(app: FastifyInstance): Promise<void> {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const entry = known.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      entry.methods.add(method);
    known.set(route.url, entry);
  });

  const allowedAt = (path: string): string[] => {
    const methods = new Set<string>();
    for (const entry of known.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    return [...methods].sort();
  };

  await app.register(
    async (api) => {
      api.setNotFoundHandler(async (request, reply) => {
        const path = request.url.split('?')[0] ?? request.url;
        const allowed = allowedAt(path);
        if (allowed.length > 0) {
          reply.header('allow', allowed.join(', '));
          return sendError(request, reply, 405, requestErrors.methodNotAllowed);
        }
        return sendError(request, reply, 404, requestErrors.notFound);
      });
    },
    { prefix: '/api' },
  );
}
