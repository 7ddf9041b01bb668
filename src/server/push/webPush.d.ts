// The one function of web-push 3.6.7 the server uses (the package ships no types). It builds a push
// request (RFC 8030) with the VAPID Authorization header (RFC 8292) and the payload encrypted with
// aes128gcm for the device's keys (RFC 8291); pushSender.ts sends it.
declare module 'web-push' {
  interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
  }
  interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  function generateRequestDetails(
    subscription: PushSubscription,
    payload: string,
    options: RequestOptions,
  ): RequestDetails;
  const webPush: { generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}
