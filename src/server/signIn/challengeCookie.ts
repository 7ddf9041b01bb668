import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { CHALLENGE_LIFETIME_MS } from './signIn.service';

// HttpOnly so page scripts cannot read it, SameSite=Strict so another site cannot ride on it, and sent
// only to the one call that consumes it (openapi.yaml documents these attributes).
export const CHALLENGE_COOKIE = 'twofa_challenge';
const CHALLENGE_PATH = '/api/users/signin/2fa';

function options(config: Pick<Config, 'publicUrl'>) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https://'),
    path: CHALLENGE_PATH,
  };
}

export function setChallengeCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  value: string,
): void {
  reply.setCookie(CHALLENGE_COOKIE, value, { ...options(config), maxAge: CHALLENGE_LIFETIME_MS / 1000 });
}

export function clearChallengeCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(CHALLENGE_COOKIE, options(config));
}

export function readChallengeCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[CHALLENGE_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
}
