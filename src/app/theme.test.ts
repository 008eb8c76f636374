import { describe, expect, it } from 'vitest';
import type { Branding } from '../config/remoteConfig.ts';
import { pageTheme } from './theme.ts';

/** spec: browsing 3 (Remote configuration, Config styling) and 5 (text colour on a background). */
describe('pageTheme', () => {
  it.each<[string, Branding, Record<string, string | null>, Record<string, string>]>([
    ['nothing configured', { colors: {} }, {}, {}],
    [
      'a dark primary: white text on it',
      { colors: { primary: '#2f7bff' } },
      {},
      { '--color-primary': '#2f7bff', '--color-on-primary': '#ffffff' },
    ],
    [
      'a light primary: black text on it',
      { colors: { primary: '#ffd60a' } },
      {},
      { '--color-primary': '#ffd60a', '--color-on-primary': '#000000' },
    ],
    [
      'the config highlight colour wins, and decides the text colour',
      { colors: { primary: '#2f7bff' } },
      { highlightColor: '#f0f0f0', backgroundColor: '#101010' },
      { '--color-primary': '#f0f0f0', '--color-on-primary': '#000000', '--color-background': '#101010' },
    ],
    [
      'a styling colour that is not a colour leaves the remote one',
      { colors: { primary: '#ffd60a' } },
      { highlightColor: 'red; color: blue' },
      { '--color-primary': '#ffd60a', '--color-on-primary': '#000000' },
    ],
    [
      'fonts and other colours pass through',
      {
        colors: { alert_success: '#00c853', neutral_alpha_60: 'rgba(0, 0, 0, 0.6)' },
        secondaryFont: 'Georgia, serif',
      },
      {},
      {
        '--color-alert-success': '#00c853',
        '--color-neutral-alpha-60': 'rgba(0, 0, 0, 0.6)',
        '--font-secondary': 'Georgia, serif',
      },
    ],
  ])('%s', (_name, branding, styling, expected) => {
    expect(pageTheme(branding, styling)).toEqual(expected);
  });
});
