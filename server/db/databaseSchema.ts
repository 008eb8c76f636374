import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './accountTables.ts';
import type { AnalyticsTables } from './analyticsTables.ts';
import type { DeviceCodeTables } from './deviceCodeTables.ts';
import type { PaymentHandoffTables } from './paymentHandoffTables.ts';
import type { PaymentTables } from './paymentTables.ts';
import type { PspTables } from './pspTables.ts';

/** The tables the server reads and writes; migrations in ./migrations create them. */
export interface DatabaseSchema
  extends AccountTables,
    AnalyticsTables,
    DeviceCodeTables,
    PaymentTables,
    PaymentHandoffTables,
    PspTables {
  media: {
    id: string;
    /** The media item as the content API serves it. */
    data: ColumnType<Record<string, unknown>, string, string>;
    updated_at: Generated<Date>;
  };
  playlists: {
    id: string;
    title: string;
    data: ColumnType<Record<string, unknown>, string, string>;
  };
  playlist_items: {
    playlist_id: string;
    position: number;
    media_id: string;
  };
}
