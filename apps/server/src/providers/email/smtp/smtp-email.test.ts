import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../../testing/captured-log';
import { selfSignedCertificate } from '../../../testing/fakes/smtp/localhost-certificate';
import { type EmailMessage, EmailProviderError } from '../email-provider';
import { createSmtpEmail } from './smtp-email';
import type { SmtpConfig } from './smtp-email-config';

const USER = 'mailer@gpucloud.example';
const PASSWORD = 'smtp-password-never-logged';
const RECIPIENT = 'zhang.wei@customer.example';

const REPLIED: EmailMessage = {
  to: RECIPIENT,
  template: 'email.work_order_replied',
  language: 'zh-CN',
  subject: '您的工单 #73 有新回复',
  text: '客服已回复您的工单 #73「GPU <不可用> & 重启」。\n\n请在控制台查看并回复：https://console.gpucloud.example/console/createWorkOrder/myWorkOrderDetail/73?tab=reply&x=1',
};

interface Arrival {
  mail: ParsedMail;
  mailFrom: string | null;
  rcptTo: string[];
  /** Whether the connection was encrypted when the message came. */
  secure: boolean;
}

interface FakeSmtp {
  port: number;
  cert: string;
  arrivals: Arrival[];
  /** Each AUTH the server saw: the user, and whether the connection was encrypted by then. */
  logins: { user: string; secure: boolean }[];
  /** Connections that ended in an error on the server's side. */
  errors: Error[];
  close(): Promise<void>;
}

const servers: FakeSmtp[] = [];

/** An SMTP server in this process that requires AUTH (PLAIN or LOGIN) and keeps what arrives. */
async function startSmtp(options: {
  secure: boolean;
  /** A server that does not offer STARTTLS, and would take a password in plain text. */
  plainTextOnly?: boolean;
  refuseRecipient?: boolean;
}): Promise<FakeSmtp> {
  const { key, cert } = selfSignedCertificate();
  const arrivals: Arrival[] = [];
  const logins: FakeSmtp['logins'] = [];
  const errors: Error[] = [];
  const server = new SMTPServer({
    secure: options.secure,
    key,
    cert,
    disabledCommands: options.plainTextOnly ? ['STARTTLS'] : [],
    allowInsecureAuth: options.plainTextOnly ?? false,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, session, callback) {
      logins.push({ user: auth.username ?? '', secure: session.secure });
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipient) return callback();
      const refusal = new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`);
      return callback(Object.assign(refusal, { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        arrivals.push({
          mail,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          rcptTo: session.envelope.rcptTo.map((to) => to.address),
          secure: session.secure,
        });
        callback();
      }, callback);
    },
  });
  // A client that drops the connection (one refusing the certificate) is an error of the server's.
  server.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const fake: FakeSmtp = {
    port,
    cert,
    arrivals,
    logins,
    errors,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  servers.push(fake);
  return fake;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

function configFor(server: FakeSmtp, overrides: Partial<SmtpConfig> = {}): SmtpConfig {
  return {
    host: '127.0.0.1',
    port: server.port,
    secure: true,
    user: USER,
    password: PASSWORD,
    from: { name: 'GPU Cloud 算力云', address: 'noreply@gpucloud.example' },
    ca: server.cert,
    ...overrides,
  };
}

describe('smtp email', () => {
  it('delivers over TLS from the start after AUTH: From, To, a UTF-8 subject, the text and escaped HTML', async () => {
    const server = await startSmtp({ secure: true });
    const { log, text: logText } = captureLog();
    await createSmtpEmail(configFor(server), { log }).send(REPLIED);

    expect(server.logins).toEqual([{ user: USER, secure: true }]);
    expect(server.arrivals).toHaveLength(1);
    const [arrival] = server.arrivals;
    expect(arrival?.secure).toBe(true);
    expect(arrival?.mailFrom).toBe('noreply@gpucloud.example');
    expect(arrival?.rcptTo).toEqual([RECIPIENT]);
    const mail = arrival?.mail;
    expect(mail?.from?.value).toEqual([{ name: 'GPU Cloud 算力云', address: 'noreply@gpucloud.example' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: RECIPIENT }] });
    expect(mail?.subject).toBe('您的工单 #73 有新回复');
    expect(mail?.headers.get('content-language')).toBe('zh-CN');
    expect(mail?.text?.trim()).toBe(REPLIED.text);
    expect(mail?.html).toContain('<html lang="zh-CN">');
    expect(mail?.html).toContain('<p>客服已回复您的工单 #73「GPU &lt;不可用&gt; &amp; 重启」。</p>');
    expect(mail?.html).toContain(
      '<a href="https://console.gpucloud.example/console/createWorkOrder/myWorkOrderDetail/73?tab=reply&amp;x=1">',
    );

    const line = JSON.parse(logText().trim()) as { email: Record<string, unknown> };
    expect(line.email).toEqual({
      provider: 'smtp',
      template: 'email.work_order_replied',
      to: 'z***@customer.example',
      messageId: mail?.messageId,
    });
  });

  it('upgrades with STARTTLS before AUTH when SMTP_SECURE is false', async () => {
    const server = await startSmtp({ secure: false });
    await createSmtpEmail(configFor(server, { secure: false }), { log: captureLog().log }).send(REPLIED);
    expect(server.logins).toEqual([{ user: USER, secure: true }]);
    expect(server.arrivals.map((arrival) => arrival.secure)).toEqual([true]);
  });

  it('sends no password and no mail to a server that offers no STARTTLS', async () => {
    const server = await startSmtp({ secure: false, plainTextOnly: true });
    const sending = createSmtpEmail(configFor(server, { secure: false }), { log: captureLog().log }).send(
      REPLIED,
    );
    await expect(sending).rejects.toBeInstanceOf(EmailProviderError);
    await expect(sending).rejects.toThrow('(ETLS)');
    expect(server.logins).toEqual([]);
    expect(server.arrivals).toEqual([]);
  });

  it('refuses a server whose certificate it cannot trust', async () => {
    const server = await startSmtp({ secure: true });
    const sending = createSmtpEmail(configFor(server, { ca: null }), { log: captureLog().log }).send(REPLIED);
    await expect(sending).rejects.toThrow(
      /^smtp 127\.0\.0\.1:\d+ did not take the email to z\*\*\*@customer\.example/,
    );
    await expect(sending).rejects.toThrow('self-signed certificate');
    expect(server.logins).toEqual([]);
    expect(server.arrivals).toEqual([]);
  });

  it('throws on a wrong password, and neither the log nor the error holds a secret or the address', async () => {
    const server = await startSmtp({ secure: true });
    const { log, text: logText } = captureLog();
    const wrong = 'wrong-password-also-secret';
    const error = await createSmtpEmail(configFor(server, { password: wrong }), { log })
      .send(REPLIED)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailProviderError);
    expect(String(error)).toMatch(/did not take the email to z\*\*\*@customer\.example \(EAUTH\): .*535/);
    expect(server.logins).toEqual([{ user: USER, secure: true }]);
    expect(server.arrivals).toEqual([]);

    const written = `${logText()}\n${String(error)}\n${JSON.stringify(error)}`;
    const plainToken = Buffer.from(`\u0000${USER}\u0000${wrong}`).toString('base64');
    for (const secret of [wrong, PASSWORD, plainToken, Buffer.from(wrong).toString('base64'), RECIPIENT])
      expect(written).not.toContain(secret);
  });

  it('throws when the server refuses the recipient, with the address masked in what it quotes', async () => {
    const server = await startSmtp({ secure: true, refuseRecipient: true });
    const sending = createSmtpEmail(configFor(server), { log: captureLog().log }).send(REPLIED);
    await expect(sending).rejects.toThrow('Recipient address rejected');
    await expect(sending).rejects.toThrow('<z***@customer.example>');
    await expect(sending).rejects.not.toThrow(RECIPIENT);
  });
});
