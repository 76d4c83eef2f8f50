import type { ApiError } from '@selfcare/api-client';
import { gatewayRefusals, type GatewayRefusal } from '@selfcare/api-client/contract';

const refusalByCode = new Map<string, GatewayRefusal>(
  Object.entries(gatewayRefusals).map(([refusal, code]) => [code, refusal as GatewayRefusal]),
);

/** Which of the gateway's own refusals an error is (explained in the reader's language), if any. */
export function gatewayRefusalOf(error: ApiError | undefined): GatewayRefusal | undefined {
  return error?.kind === 'business' ? refusalByCode.get(error.code) : undefined;
}
