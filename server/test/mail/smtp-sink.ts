import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on a loopback port; what arrives is parsed with mailparser. */
export interface SmtpSink {
  port: number;
  received: ParsedMail[];
  /** Stops listening (the mail server is "down"); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The SMTP_URL that reaches it. */
  url: string;
}

export interface SinkOptions {
  /** Required login; a wrong one is refused with `535 5.7.8 Error: authentication failed`. */
  auth?: { user: string; pass: string };
}

function server(received: ParsedMail[], options: SinkOptions): SMTPServer {
  return new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass)
        return callback(null, { user: auth.username });
      const refusal = Object.assign(new Error('5.7.8 Error: authentication failed'), { responseCode: 535 });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let current = server(received, options);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      // A port that cannot be had fails the test at once, rather than leaving start() waiting forever.
      const refused = (error: Error) => reject(error);
      current.server.once('error', refused);
      current.listen(port, '127.0.0.1', () => {
        current.server.off('error', refused);
        resolve((current.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  const sink: SmtpSink = {
    port,
    received,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => current.close(() => resolve())),
    async start() {
      // The port just closed may still be held for a moment by the system: a few tries, then the error.
      for (let attempt = 1; ; attempt += 1) {
        current = server(received, options);
        try {
          await listen(port);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
  return sink;
}

/** The environment that points the app's mail at `sink`, under the site address mails link to. */
export const mailEnv = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  MAIL_FROM: '砚 <blog@example.com>',
  SITE_URL: 'https://blog.example.com',
});
