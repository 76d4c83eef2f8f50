/** Duration display rule (§9). */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** CONST-37: seconds as mm:ss under an hour, otherwise h:mm:ss (negative or invalid input shows 00:00). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const minutesSeconds = `${pad2(minutes)}:${pad2(rest)}`;
  return hours === 0 ? minutesSeconds : `${hours}:${minutesSeconds}`;
}
