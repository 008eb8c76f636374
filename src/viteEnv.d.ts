interface ImportMetaEnv {
  /**
   * True in the packaged TV build (`vite build --mode tv`, vite.config.ts): the app runs from local
   * files. A build-time constant, so the web build carries none of the file:// branches.
   */
  readonly VITE_PACKAGED?: boolean;
}
