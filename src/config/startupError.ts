/** The start-up failures of spec: browsing 1 and 8; each is shown by the start-up error screen. */
export type StartupErrorCode =
  | 'settings_unreadable'
  | 'no_usable_sources'
  | 'config_invalid'
  | 'too_many_integrations'
  | 'translations_unavailable';

export class StartupError extends Error {
  constructor(
    readonly code: StartupErrorCode,
    /** The technical detail for the operator (a URL, a validation path); never translated. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${detail}`, options);
    this.name = 'StartupError';
  }
}
