import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/databaseSchema.ts';
import type { Accounts } from '../../../domain/accounts/index.ts';
import { createDeviceCodes, type DeviceCodeSettings } from '../../../domain/deviceCodes/index.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { identityDeviceTokens } from '../identity/identityDeviceTokens.ts';
import type { IdentityHost } from '../identity/identityHost.ts';
import { deviceEventsRoute } from './deviceEventsRoute.ts';
import { devicePhoneRoutes } from './devicePhoneRoutes.ts';
import { deviceTvRoutes } from './deviceTvRoutes.ts';
import { integrationActivation } from './integrationActivation.ts';
import { accountSessionTokens } from './integrationTokens.ts';

/**
 * TV sign-in by phone (RFC 8628), mounted at the root: the TV's endpoints and push channel and the
 * phone's under /providers/device, and the subscription provider's and custom back end's own code calls
 * at their façades' paths. A TV of the managed identity gets the identity service's tokens; the others,
 * the account domain's session.
 */
export function deviceRoutes(deps: {
  db: Kysely<DatabaseSchema>;
  accounts: Accounts;
  viewerAuth: ViewerAuth;
  identity: IdentityHost;
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
  const accountSession = accountSessionTokens(deps.accounts, deps.now);
  const issuers = {
    subscription: accountSession,
    paywall: accountSession,
    custom: accountSession,
    identity: identityDeviceTokens(deps.identity, deps.now),
  };
  app.route('/providers/device', deviceTvRoutes(deviceCodes, issuers));
  app.route('/providers/device', deviceEventsRoute(deviceCodes));
  app.route('/providers/device', devicePhoneRoutes(deviceCodes, deps.viewerAuth));
  app.route('/', integrationActivation(deviceCodes, deps.viewerAuth));
  return app;
}
