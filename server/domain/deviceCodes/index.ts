export type { AskingDevice, CodeEntrant } from './codeEntry.ts';
export {
  createDeviceCodes,
  type DeviceAuthorization,
  type DeviceCodes,
  type DeviceRequest,
} from './createDeviceCodes.ts';
export { DeviceCodeError, type DeviceCodeErrorCode } from './deviceCodeError.ts';
export type { DeviceOutcome } from './deviceCodeEvents.ts';
export { DEFAULT_DEVICE_CODE_SETTINGS, type DeviceCodeSettings } from './deviceCodeSettings.ts';
export { deviceNameOf } from './deviceName.ts';
export type { PollResult, RedeemedCode } from './devicePolling.ts';
export { formatUserCode, normalizeUserCode } from './userCode.ts';
