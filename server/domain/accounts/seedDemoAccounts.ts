import { DEMO_ACCOUNTS } from '../../catalog/accountCatalog.ts';
import { AccountError } from './accountError.ts';
import type { Accounts } from './createAccounts.ts';

/** The demo accounts of the README, made once; an existing one is left as its owner changed it. */
export async function seedDemoAccounts(accounts: Accounts): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.customers.findByEmail(demo.email)) continue;
    try {
      const customer = await accounts.customers.create({ ...demo });
      await accounts.consents.save(customer.id, [{ name: 'terms', version: '1', state: 'accepted' }]);
    } catch (error) {
      // Two instances starting together: the other one made it first.
      if (!(error instanceof AccountError && error.code === 'customer_exists')) throw error;
    }
  }
}
