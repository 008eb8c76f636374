import { describe, expect, it } from 'vitest';
import { followableLinks } from './textLinks.ts';

const origin = 'https://ott.example';

describe('followableLinks (issue 4: links in page text reachable by remote)', () => {
  it.each([
    [
      'a path of the app',
      { text: 'Back home', href: '/' },
      [{ kind: 'internal', text: 'Back home', path: '/' }],
    ],
    [
      'the app origin written out, with its query',
      { text: 'Films', href: 'https://ott.example/p/films?genre=drama' },
      [{ kind: 'internal', text: 'Films', path: '/p/films?genre=drama' }],
    ],
    [
      'another site: shown, not followed',
      { text: 'Our blog', href: 'https://blog.example/post' },
      [{ kind: 'external', text: 'Our blog', url: 'https://blog.example/post' }],
    ],
    ['mailto: left out', { text: 'Write to us', href: 'mailto:hi@ott.example' }, []],
    ['javascript: left out', { text: 'Click', href: 'javascript:alert(1)' }, []],
    ['a fragment left out', { text: 'Top', href: '#top' }, []],
    ['a link without text left out', { text: '  ', href: '/' }, []],
    [
      'whitespace in the text folded',
      { text: ' Back\n  home ', href: '/' },
      [{ kind: 'internal', text: 'Back home', path: '/' }],
    ],
  ] as const)('%s', (_name, link, expected) => {
    expect(followableLinks([link], origin)).toEqual(expected);
  });

  it('offers the same address once, in the order of the text', () => {
    expect(
      followableLinks(
        [
          { text: 'Home', href: '/' },
          { text: 'Search', href: '/q/' },
          { text: 'Home again', href: 'https://ott.example/' },
        ],
        origin,
      ).map((link) => link.text),
    ).toEqual(['Home', 'Search']);
  });
});
