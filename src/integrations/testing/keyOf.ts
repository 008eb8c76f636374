import { AccountError } from '../accountError.ts';

/** What the viewer would read: the catalogue key and its field, or how the call ended otherwise. */
export const keyOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) =>
      error instanceof AccountError ? `${error.key}${error.field ? `@${error.field}` : ''}` : String(error),
  );
