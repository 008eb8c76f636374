import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTokens } from '../../domain/mediaTokens.ts';
import { openTestApp, type TestApp } from '../providers/shared/testApp.ts';

const secret = Buffer.from('paid-stream-test-secret-0123456789');
let t: TestApp;
let tokens: ReturnType<typeof createMediaTokens>;
beforeAll(async () => {
  t = await openTestApp({}, { signingSecret: secret });
  tokens = createMediaTokens(secret, () => t.clock.now);
});
afterAll(() => t.close());

describe('sold items stream only with a signed token (issue 22)', () => {
  it('lists the stream under /media/paid/ and refuses it without a token', async () => {
    const item = (await (await t.app.request('/v2/media/m005demo')).json()).playlist[0];
    const hls = item.sources.find((source: { file: string }) => source.file.endsWith('.m3u8')).file as string;
    expect(hls).toMatch(/^\/media\/paid\/m005demo\/vod\/[\w-]+\/master\.m3u8$/);
    const bare = await t.app.request(hls);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ code: 'signature_required' });
    // A free item's stream stays where it was.
    const free = (await (await t.app.request('/v2/media/m001demo')).json()).playlist[0];
    expect(free.sources[0].file).toMatch(/^\/media\/vod\//);
  });

  it('serves the stream and its relative parts with a token for that item, and nothing for another', async () => {
    const item = (await (await t.app.request('/v2/media/m005demo')).json()).playlist[0];
    const hls = item.sources.find((source: { file: string }) => source.file.endsWith('.m3u8')).file as string;
    const signed = (token: string) =>
      hls.replace('/media/paid/m005demo/', `/media/paid/m005demo/t/${token}/`);
    const master = await t.app.request(signed(tokens.issue('m005demo')));
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const variant = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
    expect(
      (await t.app.request(signed(tokens.issue('m005demo')).replace('master.m3u8', variant))).status,
    ).toBe(200);
    expect((await t.app.request(signed(tokens.issue('m001demo')))).status).toBe(403);
    expect(await t.app.request(signed('forged.token'))).toMatchObject({ status: 403 });
    expect((await t.app.request('/media/paid/m005demo/t/x/../../package.json')).status).not.toBe(200);
  });

  it('lets segments play on past the expiry of the token that started them, but not manifests', async () => {
    const item = (await (await t.app.request('/v2/media/m005demo')).json()).playlist[0];
    const hls = item.sources.find((source: { file: string }) => source.file.endsWith('.m3u8')).file as string;
    const withToken = (token: string, file: string) =>
      hls.replace('/media/paid/m005demo/', `/media/paid/m005demo/t/${token}/`).replace('master.m3u8', file);
    const fresh = tokens.issue('m005demo');
    const master = await (await t.app.request(withToken(fresh, 'master.m3u8'))).text();
    const variant = master.split('\n').find((line) => line.endsWith('.m3u8')) ?? '';
    const playlist = await (await t.app.request(withToken(fresh, variant))).text();
    const segment = playlist.split('\n').find((line) => line !== '' && !line.startsWith('#')) ?? '';
    const old = tokens.issue('m005demo');
    t.clock.now += 60 * 60 * 1000;
    expect((await t.app.request(withToken(old, 'master.m3u8'))).status).toBe(403);
    expect((await t.app.request(withToken(old, segment))).status).toBe(200);
  });

  it('lists the signed addresses in the media JSON asked for with a token, and refuses a wrong token', async () => {
    const token = tokens.issue('m005demo');
    const response = await t.app.request(`/v2/media/m005demo?token=${encodeURIComponent(token)}`);
    const item = (await response.json()).playlist[0];
    const hls = item.sources.find((source: { file: string }) => source.file.endsWith('.m3u8')).file as string;
    expect(hls.startsWith(`/media/paid/m005demo/t/${token}/`)).toBe(true);
    expect((await t.app.request(hls)).status).toBe(200);
    const foreign = await t.app.request(`/v2/media/m005demo?token=${tokens.issue('m006demo')}`);
    expect(foreign.status).toBe(403);
  });
});
