/**
 * The WebAuthn library's answer when it accepted, or undefined when it refused or threw. It throws on
 * anything it cannot parse or that does not match (origin, rp id, signature, counter), and its messages
 * may repeat what the caller sent, so they never reach the caller (nor a 500): the routes answer their
 * own fixed texts instead.
 */
export async function verdict<T extends { verified: boolean }>(
  check: () => Promise<T>,
): Promise<T | undefined> {
  try {
    const result = await check();
    return result.verified ? result : undefined;
  } catch {
    return undefined;
  }
}
