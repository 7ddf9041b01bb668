import { describe, expect, it } from 'vitest';
import { deviceLabel, keyBytes } from '../../machines/staffAlerts.browser';

// Issue 40: how a device is listed, and the server's VAPID key as the bytes pushManager.subscribe takes.

describe('a staff device', () => {
  it('is listed by its browser and system', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari on Mac',
      ],
      ['curl/8.5.0', 'Browser on a device'],
    ];
    for (const [agent, label] of agents) expect(deviceLabel(agent), agent).toBe(label);
  });

  it('subscribes with the VAPID key decoded from base64url, padding or not', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
    expect(keyBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(keyBytes('AQ')).toEqual(new Uint8Array([1]));
  });
});
