import { useReducer } from 'react';
import { shownGenre } from '../../domain/genres.ts';
import { entryMemory } from '../../focus/entryMemory.ts';

/** The genre chosen on each playlist; undefined is 'All'. */
export interface GenreChoices {
  /** The genre to show on `feed`, given the genres its loaded items have. */
  chosen(feed: string | undefined, genres: readonly string[]): string | undefined;
  choose(feed: string | undefined, genre: string | undefined): void;
}

/**
 * spec: browsing 2, Playlist page — a genre filter, 'All' by default, reset when the feed changes.
 * The choice belongs to its playlist, like the grid's scroll and focus (useGridPlace, kept for Back
 * and for a later visit): coming back to the playlist finds its genre, and with it the card the
 * viewer left, which a reset to 'All' would show among other cards at another height; another
 * playlist has its own choice, 'All' until the viewer makes one. Kept in memory, at most 50
 * playlists (entryMemory): a reload starts at 'All', as it starts at the top.
 */
export function genreChoices(): GenreChoices {
  const choices = entryMemory<string | undefined>();
  return {
    chosen: (feed, genres) => (feed === undefined ? undefined : shownGenre(choices.get(feed), genres)),
    choose(feed, genre) {
      if (feed !== undefined) choices.set(feed, genre);
    },
  };
}

const playlistGenres = genreChoices();

/** The playlist page's genre for `feed` and a way to choose another: the memory above is the only state. */
export function useGenreChoice(
  feed: string | undefined,
  genres: readonly string[],
): [genre: string | undefined, choose: (genre: string | undefined) => void] {
  // The memory is written in the press handler; this only renders the page again to read it.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  return [
    playlistGenres.chosen(feed, genres),
    (genre) => {
      playlistGenres.choose(feed, genre);
      rerender();
    },
  ];
}
