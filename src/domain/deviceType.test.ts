import { describe, expect, it } from 'vitest';
import { type DeviceSignals, deviceTypeOf } from './deviceType.ts';

const agents = {
  tizen:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Safari/537.36',
  webos:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager',
  fireTv:
    'Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7624.3337N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.102 Mobile Safari/537.36',
  hbbtv:
    'Mozilla/5.0 (Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) HbbTV/1.5.1 (+DRM; Vestel; MB130; ; ;)',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

const desktopSignals = (userAgent: string, maxTouchPoints = 0): DeviceSignals => ({
  profileKind: 'desktop',
  userAgent,
  maxTouchPoints,
});

describe('deviceTypeOf', () => {
  it('calls every TV profile a TV, whatever the user agent says (a ?device= override on a desktop)', () => {
    expect(deviceTypeOf({ profileKind: 'tv', userAgent: agents.chromeLinux, maxTouchPoints: 0 })).toBe('tv');
  });

  it('knows TV engines no profile drives, and Fire TV though its web view says Mobile', () => {
    for (const agent of [agents.tizen, agents.webos, agents.fireTv, agents.hbbtv]) {
      expect(deviceTypeOf(desktopSignals(agent))).toBe('tv');
    }
  });

  it('tells tablets from phones: iPad, an Android without "Mobile", an iPad that calls itself a Mac', () => {
    expect(deviceTypeOf(desktopSignals(agents.iPad, 5))).toBe('tablet');
    expect(deviceTypeOf(desktopSignals(agents.androidTablet, 10))).toBe('tablet');
    expect(deviceTypeOf(desktopSignals(agents.iPadAsMac, 5))).toBe('tablet');
    expect(deviceTypeOf(desktopSignals(agents.androidPhone, 5))).toBe('mobile');
    expect(deviceTypeOf(desktopSignals(agents.iPhone, 5))).toBe('mobile');
  });

  it('leaves a Mac without a touch screen, and any other browser, a desktop', () => {
    expect(deviceTypeOf(desktopSignals(agents.iPadAsMac, 0))).toBe('desktop');
    expect(deviceTypeOf(desktopSignals(agents.chromeLinux))).toBe('desktop');
    expect(deviceTypeOf(desktopSignals(''))).toBe('desktop');
  });
});
