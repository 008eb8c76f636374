import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../content/contentSchemas.ts';
import type { Slot } from '../../epg/programme.ts';
import type { ChannelBannerProps } from './ChannelBanner.tsx';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T21:00Z');
const slot = (title: string, from: string, to: string, kind: Slot['kind'] = 'programme'): Slot => ({
  kind,
  id: `${title}-${from}`,
  title,
  description: '',
  startMs: Date.parse(`2026-11-22T${from}Z`),
  endMs: Date.parse(`2026-11-22T${to}Z`),
});
const channel: MediaItem = {
  mediaid: 'ch1',
  title: 'Open News',
  description: '',
  duration: 0,
  images: [],
  sources: [],
  channelLogoImage: '/v2/media/ch1/images/channel_logo.webp',
};
const news = slot('Evening News', '20:30', '21:30');
const film = slot('Night Film', '21:30', '23:30');

let ChannelBanner: typeof import('./ChannelBanner.tsx').ChannelBanner;

/** The banner's markup, and its text as a screen reader gets it (tags out, spaces folded). */
function render(changes: Partial<ChannelBannerProps> = {}) {
  const props: ChannelBannerProps = {
    channel,
    number: 5,
    slots: [news, film],
    nowMs: now,
    timeFormat: '12h',
    timeZone: 'UTC',
    ...changes,
  };
  const html = renderToStaticMarkup(<ChannelBanner {...props} />);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

/** Issue 25 — the channel banner over the live player: channel, programme now with progress, next. */
describe('ChannelBanner', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false },
    });
    ({ ChannelBanner } = await import('./ChannelBanner.tsx'));
  });

  it('names the channel: number, logo and title', async () => {
    await i18next.changeLanguage('en');
    const { html, text } = render();
    expect(text).toContain('Channel 5');
    expect(text).toContain('Open News');
    expect(html).toContain(
      '<img class="channel-banner__logo" src="/v2/media/ch1/images/channel_logo.webp" alt=""/>',
    );
  });

  it('shows the programme now with its times and progress, and what is next (12 h)', async () => {
    await i18next.changeLanguage('en');
    const { html, text } = render();
    expect(text).toContain('Evening News 8:30 PM - 9:30 PM');
    expect(html).toContain('transform:scaleX(0.5)');
    expect(text).toContain('Next: Night Film 9:30 PM');
  });

  it('follows the 24 h time format', async () => {
    await i18next.changeLanguage('en');
    const { text } = render({ timeFormat: '24h' });
    expect(text).toContain('Evening News 20:30 - 21:30');
    expect(text).toContain('Next: Night Film 21:30');
  });

  it('looks into tomorrow for what is next', async () => {
    await i18next.changeLanguage('en');
    const late = slot('Late Show', '22:00', '23:59');
    const { text } = render({
      slots: [late],
      nextDay: () => [slot('Early News', '23:59', '23:59:30')],
      nowMs: now + HOUR,
    });
    expect(text).toContain('Next: Early News 11:59 PM');
  });

  it('says No programming for a gap, with no times or progress', async () => {
    await i18next.changeLanguage('en');
    const gap = slot('No programming', '20:00', '22:00', 'gap');
    const { html, text } = render({ slots: [gap, slot('Late Show', '22:00', '23:00')] });
    expect(text).toContain('No programming');
    expect(text).not.toContain('8:00 PM');
    expect(html).not.toContain('channel-banner__progress');
    expect(text).toContain('Next: Late Show 10:00 PM');
  });

  it('names only the channel when its schedule failed (no error text, no next)', async () => {
    await i18next.changeLanguage('en');
    const failed = slot('Could not load the schedule', '00:00', '23:59', 'failed');
    const { text } = render({ slots: [failed], nextDay: () => [failed] });
    expect(text).toBe('Channel 5 5 Open News');
  });

  it('announces without taking focus: a polite status with nothing focusable', async () => {
    await i18next.changeLanguage('en');
    const { html } = render({ pendingNumber: '1' });
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).not.toMatch(/tabindex|<button|<a /i);
  });

  it('shows the digits being typed, with a place for the next one', async () => {
    await i18next.changeLanguage('en');
    expect(render({ pendingNumber: '12' }).html).toContain('>1 2 _<');
    expect(render({ pendingNumber: '12' }).text).toContain('Channel 12');
    expect(render().html).not.toContain('channel-banner__digits');
  });

  it('hidden, keeps its live regions in the page, empty (so the next change is announced)', async () => {
    await i18next.changeLanguage('en');
    const { html, text } = render({ visible: false });
    expect(html.match(/role="status"/g)).toHaveLength(2);
    expect(text).toBe('');
  });

  it('reads in Spanish', async () => {
    await i18next.changeLanguage('es');
    const { text } = render({ timeFormat: '24h' });
    expect(text).toContain('Canal 5');
    expect(text).toContain('A continuación: Night Film 21:30');
  });
});
