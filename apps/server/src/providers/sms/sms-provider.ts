/** Sends text messages. The default writes to the outbox table and the log; a carrier adapter comes later. */
export interface SmsProvider {
  readonly name: string;
  send(message: { phone: string; text: string }): Promise<void>;
}
