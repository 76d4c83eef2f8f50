/** Turning data roaming off (§4, §8). */

/** DOM-53: the irRegister action that turns roaming off. */
export const DEREGISTER_ACTION = 'ir_deregister';

/** DOM-54: 1 success, 2 the '403' failure, 3 any other failure; the server message is shown in each case. */
export type DeregisterResult = 1 | 2 | 3;

/** DOM-54: '0' → 1, '403' → 2, anything else → 3. */
export function deregisterResultOf(errorCode: string | number | null | undefined): DeregisterResult {
  const code = String(errorCode).trim();
  if (code === '0') return 1;
  return code === '403' ? 2 : 3;
}
