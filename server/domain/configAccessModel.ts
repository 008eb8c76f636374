import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AccessModel } from './entitlement.ts';

const configSchema = z.object({
  accessModel: z.enum(['AVOD', 'AUTHVOD', 'SVOD', 'FREE', 'FREEAUTH']).optional(),
  contentProtection: z.object({ accessModel: z.string().optional() }).partial().optional(),
  integrations: z
    .object({
      subscriptionProvider: z
        .object({
          id: z.string().optional(),
          monthlyOffer: z.string().optional(),
          yearlyOffer: z.string().optional(),
        })
        .partial()
        .optional(),
      accountProvider: z
        .object({ clientId: z.string().optional(), assetId: z.union([z.string(), z.number()]).optional() })
        .partial()
        .optional(),
    })
    .partial()
    .optional(),
});

/** The default config a fresh install serves (public/.webapp.ini): what a request naming none gets. */
const DEFAULT_CONFIG = 'ottdemo1';

/**
 * The access model of a catalogue config, by the app's derivation rule (spec: browsing 4, Access model
 * derivation; src/config/accessModel.ts), so content signing applies the rules of the app that asks.
 * An unknown or unreadable config counts as AUTHVOD: a malformed request never opens more than it should.
 */
export function configAccessModels(catalogDir: string) {
  const cache = new Map<string, Promise<AccessModel>>();
  const read = async (id: string): Promise<AccessModel> => {
    try {
      const config = configSchema.parse(
        JSON.parse(await readFile(join(catalogDir, 'configs', `${id}.json`), 'utf8')),
      );
      const protection = config.contentProtection?.accessModel;
      if (protection === 'free') return 'FREE';
      if (protection === 'freeauth') return 'FREEAUTH';
      const { subscriptionProvider, accountProvider } = config.integrations ?? {};
      if (subscriptionProvider?.id)
        return subscriptionProvider.monthlyOffer || subscriptionProvider.yearlyOffer ? 'SVOD' : 'AUTHVOD';
      if (accountProvider?.clientId) return accountProvider.assetId ? 'SVOD' : 'AUTHVOD';
      return config.accessModel ?? 'AVOD';
    } catch {
      return 'AUTHVOD';
    }
  };
  return (configId: string | undefined): Promise<AccessModel> => {
    const id = configId && /^[a-z0-9]{8}$/.test(configId) ? configId : DEFAULT_CONFIG;
    let model = cache.get(id);
    if (!model) {
      model = read(id);
      cache.set(id, model);
    }
    return model;
  };
}
