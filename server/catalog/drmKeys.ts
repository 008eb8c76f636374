/**
 * The demo ClearKey key of the sample catalogue. ClearKey keys are not secret by nature (the browser
 * sees them); the licence endpoint still checks the signed token before it answers, as a real DRM
 * licence server would. scripts/media/encryptCenc.ts encrypts with the same key.
 */
export const demoClearKey = {
  kidHex: '6f70656e6f74746b6964303030303031',
  keyHex: '3c2b0e8f1d9a47b6a5c4d3e2f1a0b9c8',
} as const;
