import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/databaseSchema.ts';
import type { Accounts } from '../../../domain/accounts/index.ts';
import { createDeviceCodes, type DeviceCodeSettings } from '../../../domain/deviceCodes/index.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { deviceEventsRoute } from './deviceEventsRoute.ts';
import { devicePhoneRoutes } from './devicePhoneRoutes.ts';
import { deviceTvRoutes } from './deviceTvRoutes.ts';
import { integrationActivation } from './integrationActivation.ts';

/**
 * TV sign-in by phone (RFC 8628), mounted at the root: the TV's endpoints and push channel and the
 * phone's under /providers/device, and the subscription provider's and custom back end's own code calls
 * at their façades' paths.
 */
export function deviceRoutes(deps: {
  db: Kysely<DatabaseSchema>;
  accounts: Accounts;
  viewerAuth: ViewerAuth;
  now: () => number;
  settings?: Partial<DeviceCodeSettings>;
}) {
  const deviceCodes = createDeviceCodes({
    db: deps.db,
    accounts: deps.accounts,
    now: deps.now,
    settings: deps.settings,
  });
  const app = new Hono();
  app.route('/providers/device', deviceTvRoutes(deviceCodes, deps.now));
  app.route('/providers/device', deviceEventsRoute(deviceCodes));
  app.route('/providers/device', devicePhoneRoutes(deviceCodes, deps.viewerAuth));
  app.route('/', integrationActivation(deviceCodes, deps.viewerAuth));
  return app;
}
