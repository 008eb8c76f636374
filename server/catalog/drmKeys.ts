/**
 * The demo ClearKey key of the sample catalogue. ClearKey keys are not secret by nature (the browser
 * sees them); the licence endpoint still checks the signed token before it answers, as a real DRM
 * licence server would. scripts/media/encryptCenc.ts encrypts with the same key.
 */
export const demoClearKey = {
  kidHex: '6f70656e6f74746b6964303030303031',
  keyHex: '3c2b0e8f1d9a47b6a5c4d3e2f1a0b9c8',
} as const;

/**
 * The DRM policies content signing knows (spec: browsing 7, the `{policyId}` of the DRM paths): a token is
 * signed for one of these only, and a licence follows its rules.
 */
export const drmPolicies: Record<string, { persistentLicences: boolean }> = {
  clearkey1: { persistentLicences: false },
};

/** The key ids of a protected item, base64url as licence requests name them (every sample uses the demo key). */
export function itemKeyIds(item: { sources?: unknown }): string[] {
  const sources = Array.isArray(item.sources) ? (item.sources as Array<{ drm?: unknown }>) : [];
  return sources.some((source) => source.drm)
    ? [Buffer.from(demoClearKey.kidHex, 'hex').toString('base64url')]
    : [];
}
