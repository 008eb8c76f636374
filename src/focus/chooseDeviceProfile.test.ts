import { describe, expect, it } from 'vitest';
import { chooseDeviceProfile } from './chooseDeviceProfile.ts';

const agents = {
  tizen:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Safari/537.36',
  webos:
    'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager',
  fireTv:
    'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0 Mobile Safari/537.36',
  androidTv:
    'Mozilla/5.0 (Linux; Android 11; BRAVIA 4K UR3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Safari/537.36',
  xbox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Edg/120',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36',
};

describe('chooseDeviceProfile', () => {
  it.each([
    ['Tizen user agent', { requested: null, remembered: null, userAgent: agents.tizen }, 'tizen'],
    ['webOS user agent', { requested: null, remembered: null, userAgent: agents.webos }, 'webos'],
    ['Fire TV user agent', { requested: null, remembered: null, userAgent: agents.fireTv }, 'androidtv'],
    [
      'Android TV user agent',
      { requested: null, remembered: null, userAgent: agents.androidTv },
      'androidtv',
    ],
    ['Xbox user agent', { requested: null, remembered: null, userAgent: agents.xbox }, 'xbox'],
    [
      'an Android phone is not a TV',
      { requested: null, remembered: null, userAgent: agents.androidPhone },
      'desktop',
    ],
    [
      'unknown agent falls back to desktop',
      { requested: null, remembered: null, userAgent: agents.desktop },
      'desktop',
    ],
    [
      '?device= forces a profile',
      { requested: 'tizen', remembered: 'webos', userAgent: agents.desktop },
      'tizen',
    ],
    [
      'the session remembers a forced profile',
      { requested: null, remembered: 'webos', userAgent: agents.desktop },
      'webos',
    ],
    [
      'an unknown ?device= is ignored',
      { requested: 'toaster', remembered: null, userAgent: agents.xbox },
      'xbox',
    ],
  ])('%s', (_name, input, expected) => {
    expect(chooseDeviceProfile(input).id).toBe(expected);
  });
});
