import { describe, expect, it } from 'vitest';
import { brandingFrom, remoteConfigSchema, themeVariables } from './remoteConfig.ts';

describe('themeVariables (spec: browsing 3, Remote configuration)', () => {
  it('turns theme colours and fonts into CSS variables', () => {
    const remote = remoteConfigSchema.parse({
      global_remote_config: {
        theme: { theme_colors: { primary: '#ff6600', neutral_alpha_40: 'rgba(0, 0, 0, 0.4)' } },
      },
      web_config: {
        appConfig: { branding: { primary_font: 'Inter, sans-serif', secondary_font: 'Georgia' } },
      },
    });
    expect(themeVariables(brandingFrom(remote))).toEqual({
      '--color-primary': '#ff6600',
      '--color-neutral-alpha-40': 'rgba(0, 0, 0, 0.4)',
      '--font-primary': 'Inter, sans-serif',
      '--font-secondary': 'Georgia',
    });
  });

  it('drops values that are not colours and strips CSS syntax from fonts', () => {
    const variables = themeVariables({
      colors: { primary: 'red; background: url(x)', background: '#000' },
      primaryFont: 'Evil}; body{display:none',
    });
    expect(variables).toEqual({ '--color-background': '#000', '--font-primary': 'Evil bodydisplay:none' });
  });

  it('an empty remote configuration changes nothing', () => {
    expect(themeVariables(brandingFrom(remoteConfigSchema.parse({})))).toEqual({});
  });
});
