/**
 * What must never stand in the server's log (issue 24): session tokens, passwords and codes in
 * clear. Redacted values read `[Redacted]`; codes in outbox lines read `******`.
 */
const SECRET_SHAPES: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a session in a URL', pattern: /[?&]session=(?!\[Redacted\])[^&\s"]+/ },
  {
    what: 'a session, token or password field',
    pattern: /"(?:session|token|password|old_password|new_password|verify_code)":"(?!\[Redacted\])/,
  },
  { what: 'a bearer token', pattern: /Bearer [A-Za-z0-9_-]{20,}/ },
  { what: 'a code in a URL', pattern: /[?&](?:verify_)?code=(?!\[Redacted\])\d/ },
  { what: 'the demo password', pattern: /demo12345|admin12345/ },
  { what: 'an SMS or email code', pattern: /(?:code|验证码)\D{0,20}\d{6}\b/i },
];

/** Each kind of secret the log text holds, with the first line that shows it. */
export function secretsIn(log: string): string[] {
  const lines = log.split('\n');
  return SECRET_SHAPES.flatMap(({ what, pattern }) => {
    const line = lines.find((candidate) => pattern.test(candidate));
    return line ? [`${what}: ${line.slice(0, 300)}`] : [];
  });
}
