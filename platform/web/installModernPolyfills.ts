import { installModernPolyfills } from './modernPolyfills.ts';

// `self`, not `globalThis`: globalThis may be the very thing this engine lacks.
installModernPolyfills(self);
