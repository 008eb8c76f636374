import { z } from 'zod/mini';

/**
 * spec: browsing 5 — stored favourites and watch-history entries must each have a mediaid. A list is
 * read entry by entry: one that does not parse (an older version's shape, another client's mistake) is
 * dropped and the rest kept, so one bad entry does not cost the viewer the whole list. A value that is
 * no list at all still fails: "an invalid stored list is treated as empty".
 */
export function validEntries<T extends z.ZodMiniType>(entry: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items): z.output<T>[] =>
      items.flatMap((item) => {
        const parsed = z.safeParse(entry, item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}
