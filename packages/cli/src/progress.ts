/**
 * A waiting line on stderr: on a terminal one line redrawn in place (status and seconds so far),
 * otherwise a line for each new status, so logs and pipes get no carriage returns.
 */
export function progressLine(
  write: (text: string) => void,
  isTty: boolean,
  label: string,
  now = () => Date.now(),
) {
  const started = now();
  let last: string | undefined;
  let drawn = false;
  return {
    update(status: string) {
      const seconds = Math.round((now() - started) / 1000);
      if (isTty) {
        write(`\r\u001b[2K${label}: ${status} (${seconds}s)`);
        drawn = true;
      } else if (status !== last) {
        write(`${label}: ${status}\n`);
      }
      last = status;
    },
    /** Ends the line on a terminal, so what follows starts on its own. */
    finish() {
      if (isTty && drawn) write('\n');
      drawn = false;
    },
  };
}
