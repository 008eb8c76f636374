import { describe, expect, it } from 'vitest';
import { serverSettingsSchema } from './serverSettings.ts';

describe('CSP_EXTRA_SOURCES (issue 18)', () => {
  it('takes comma-separated http(s) and ws(s) origins; unset is none', () => {
    expect(serverSettingsSchema.parse({}).CSP_EXTRA_SOURCES).toEqual([]);
    expect(
      serverSettingsSchema.parse({ CSP_EXTRA_SOURCES: 'https://licence.example.com, wss://mq.example.com' })
        .CSP_EXTRA_SOURCES,
    ).toEqual(['https://licence.example.com', 'wss://mq.example.com']);
  });

  it('refuses what is not such an address, naming the setting', () => {
    const result = serverSettingsSchema.safeParse({
      CSP_EXTRA_SOURCES: "https://ok.example.com,'unsafe-eval'",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('CSP_EXTRA_SOURCES');
  });
});
