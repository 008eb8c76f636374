import { memo } from 'react';

/** An item's comma-separated genres as chips (spec: browsing 2, Video detail page). */
function GenreChipsView({ genre }: { genre: string | undefined }) {
  if (!genre) return null;
  return (
    <ul className="detail__genres">
      {genre.split(',').map((name) => (
        <li key={name}>{name.trim()}</li>
      ))}
    </ul>
  );
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const GenreChips = memo(GenreChipsView);
