/** Where a device code stands (migration 006_device_codes). Only `pending` codes can be entered. */
export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'locked' | 'consumed';

/** The device-code domain's table (migration 006_device_codes). */
export interface DeviceCodeTables {
  device_codes: {
    device_code_hash: string;
    user_code_hash: string;
    integration: string;
    device_name: string;
    ip: string | null;
    status: DeviceCodeStatus;
    customer_id: number | null;
    uses: number;
    interval_seconds: number;
    last_polled_at: Date | null;
    created_at: Date;
    expires_at: Date;
    decided_at: Date | null;
  };
}
