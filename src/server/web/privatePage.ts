import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPage, type ThemedDocument } from './themedPages';

/**
 * Whether a visitor may have a private page (the staff inbox): decided per request, from what the browser
 * sends on a navigation (its cookies). Bad cookie text is a plain "no"; only a real fault (the database
 * away) may throw, and is then answered like any fault.
 */
export type PageGate = (request: FastifyRequest) => Promise<boolean>;

/** The gates of the build's private pages, by path. */
export type PageGates = ReadonlyMap<string, PageGate>;

/**
 * A private page's handler: its shell (200) for the visitors the gate admits, the not-found page (404)
 * for everyone else, so the page looks like no page at all to them. Without a gate nobody is admitted.
 * Both answers depend on the visitor, so neither may be kept by a shared cache.
 */
export function privatePageHandler(
  page: ThemedDocument,
  notFound: ThemedDocument,
  gate: PageGate | undefined,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const admitted = gate ? await gate(request) : false;
    return admitted
      ? sendPage(request, reply, page, 200, { perVisitor: true, noStore: true })
      : sendPage(request, reply, notFound, 404, { perVisitor: true });
  };
}
