export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Codings we hold pages in, in our order of preference when the client weighs them equally. */
const SERVED: readonly ContentCoding[] = ['br', 'gzip', 'identity'];
const IMPLICIT_IDENTITY = 0.0001;

/**
 * The coding to answer with, following Accept-Encoding's quality weights (RFC 9110 section 12.5.3):
 * the highest weight wins, ties go to the smaller coding, `q=0` refuses, `*` stands for any coding not
 * named, and identity is acceptable unless refused. When nothing acceptable is left, identity is sent
 * anyway (a body the client may reject beats a 406 error page). No header: identity.
 */
export function preferredCoding(header: string | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    if (token === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(token === 'x-gzip' ? 'gzip' : token, q);
  }
  const star = weights.get('*');
  // Identity is always acceptable unless refused; when not named it comes last among acceptable codings.
  const weightOf = (coding: ContentCoding): number =>
    weights.get(coding) ?? (coding === 'identity' ? (star ?? IMPLICIT_IDENTITY) : (star ?? 0));
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of SERVED) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
