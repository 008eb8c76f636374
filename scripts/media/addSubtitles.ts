/**
 * Adds WebVTT subtitles (English and Spanish) to an encoded clip folder (scripts/media/generate-media.sh):
 * the .vtt files, one HLS subtitles playlist per language with EXT-X-MEDIA TYPE=SUBTITLES in the master
 * playlist, and one text AdaptationSet per language in the DASH manifest. Off unless the viewer picks
 * one (DEFAULT=NO, AUTOSELECT=NO). Running it again on the same folder changes nothing.
 *
 *   npx tsx scripts/media/addSubtitles.ts media/vod/city-of-tides city-of-tides
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Cue {
  start: string;
  end: string;
  text: Record<Language, string>;
}
type Language = 'en' | 'es';

/** Native names: a viewer looks for their own language's name in a subtitles menu. */
const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

const cuesByClip: Record<string, Cue[]> = {
  'city-of-tides': [
    {
      start: '00:00:00.500',
      end: '00:00:03.500',
      text: { en: 'The tide comes in twice a day.', es: 'La marea sube dos veces al día.' },
    },
    {
      start: '00:00:04.000',
      end: '00:00:07.500',
      text: { en: 'Nobody in this city owns a watch.', es: 'Nadie en esta ciudad tiene reloj.' },
    },
    {
      start: '00:00:08.000',
      end: '00:00:11.500',
      text: { en: "We live by the water's clock.", es: 'Vivimos con el reloj del agua.' },
    },
  ],
  'encrypted-sample': [
    {
      start: '00:00:00.500',
      end: '00:00:05.500',
      text: { en: 'These words are not encrypted.', es: 'Estas palabras no están cifradas.' },
    },
    {
      start: '00:00:06.000',
      end: '00:00:11.500',
      text: { en: 'The picture behind them is.', es: 'La imagen detrás de ellas, sí.' },
    },
  ],
};

const [dir, clip] = process.argv.slice(2);
const cues = clip ? cuesByClip[clip] : undefined;
if (!dir || !cues) {
  console.error(`usage: addSubtitles.ts <clip folder> <${Object.keys(cuesByClip).join('|')}>`);
  process.exit(2);
}
const languages = Object.keys(languageNames) as Language[];

for (const language of languages) {
  // The timestamp map anchors cue times to the media timeline from 0, as the segments start.
  const vtt = ['WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000', ''];
  for (const cue of cues) vtt.push(`${cue.start} --> ${cue.end}`, cue.text[language], '');
  writeFileSync(join(dir, `subs-${language}.vtt`), vtt.join('\n'));
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:12',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXTINF:12.000,',
    `subs-${language}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ];
  writeFileSync(join(dir, `subs-${language}.m3u8`), playlist.join('\n'));
}

const masterFile = join(dir, 'master.m3u8');
const master = readFileSync(masterFile, 'utf8');
if (!master.includes('TYPE=SUBTITLES')) {
  const media = languages.map(
    (language) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${languageNames[language]}",LANGUAGE="${language}",DEFAULT=NO,AUTOSELECT=NO,URI="subs-${language}.m3u8"`,
  );
  const lines = master.split('\n').flatMap((line) => {
    if (line.startsWith('#EXT-X-STREAM-INF:')) return [`${line},SUBTITLES="subs"`];
    if (line.startsWith('#EXT-X-VERSION')) return [line, ...media];
    return [line];
  });
  writeFileSync(masterFile, lines.join('\n'));
}

const mpdFile = join(dir, 'manifest.mpd');
const mpd = readFileSync(mpdFile, 'utf8');
if (!mpd.includes('contentType="text"')) {
  const sets = languages.map((language, index) =>
    [
      `\t\t<AdaptationSet id="${100 + index}" contentType="text" mimeType="text/vtt" lang="${language}">`,
      '\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle" />',
      `\t\t\t<Label>${languageNames[language]}</Label>`,
      `\t\t\t<Representation id="subs-${language}" bandwidth="256">`,
      `\t\t\t\t<BaseURL>subs-${language}.vtt</BaseURL>`,
      '\t\t\t</Representation>',
      '\t\t</AdaptationSet>',
    ].join('\n'),
  );
  writeFileSync(mpdFile, mpd.replace('\t</Period>', `${sets.join('\n')}\n\t</Period>`));
}
console.log(`${dir}: subtitles ${languages.join(', ')}`);
