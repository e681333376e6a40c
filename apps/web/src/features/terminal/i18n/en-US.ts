/** Texts of the web terminal page (namespace `terminal`). */
export const terminalEnUS = {
  title: 'Terminal',
  titleOf: 'Terminal · {{name}}',
  back: 'Back to my instances',
  screen: 'Terminal of {{name}}',
  hint: 'Copy by selecting text (or Ctrl+Shift+C); paste with Ctrl+Shift+V or the browser’s paste.',
  reconnect: 'Reconnect',
  states: {
    connecting: 'Connecting…',
    connected: 'Connected',
    retrying: 'The connection dropped. Reconnecting (try {{attempt}} of {{max}})…',
    closed: 'Closed',
  },
  reasons: {
    exited: 'The shell ended.',
    instance_stopped: 'The instance stopped or was released.',
    ticket_refused: 'The terminal could not be opened (its ticket was refused). Try again.',
    machine_unavailable: 'The machine did not start a shell. Try again in a moment.',
    bad_message: 'The terminal closed after a message it could not read.',
    server_closing: 'The server restarted.',
    network: 'The connection dropped and could not be restored.',
    notRunning: 'The terminal opens only on a running instance: start it first.',
    needsEngine:
      'This instance runs on the simulated fleet (or on KVM or bare metal): the terminal needs a real engine, with a machine to open.',
    refused: 'The terminal could not be opened: {{reason}}',
  },
};
export type TerminalTexts = typeof terminalEnUS;
