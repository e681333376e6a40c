/**
 * What the gateway says to a person in a terminal, English and Chinese on one line: an SSH client
 * sends no language, so both are always shown.
 */
export const SSH_MESSAGES = {
  notServed: 'This instance cannot be opened through the SSH gateway. 该实例不支持通过 SSH 网关登录。',
  notAnswering: 'The instance did not answer; try again in a moment. 实例未响应，请稍后再试。',
  stopped: 'The instance is no longer running; the session ends. 实例已不在运行，会话结束。',
} as const;

export function line(message: string): string {
  return `${message}\r\n`;
}
