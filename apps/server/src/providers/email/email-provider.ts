/** Sends email. The default writes to the outbox table and the log; an SMTP adapter comes later. */
export interface EmailProvider {
  readonly name: string;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
