import nodemailer from 'nodemailer';
import type { MailSender, SmtpServer } from '../../lib/smtp-url';

/** One mail as the outbox stores it (docs/behaviour.md §5.4). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** The SMTP server's answer, verbatim: `250 2.0.0 Ok: queued` or `535 5.7.8 …` (docs/behaviour.md §5.3). */
export interface SmtpAnswer {
  ok: boolean;
  response: string;
}

/** Bounded waits: a dead or silent server costs the worker seconds, never a reader's request. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function transportFor(server: SmtpServer) {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.tls === 'implicit',
    requireTLS: server.tls === 'starttls',
    ignoreTLS: server.tls === 'none',
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
    ...TIMEOUTS,
  });
}

/** The remote server's own words when it gave any (`error.response`), else the local failure. */
function answerOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

/** Sends one mail; never throws: a refusal or a dead server is an answer for the log. */
export async function sendMail(server: SmtpServer, from: MailSender, mail: OutgoingMail): Promise<SmtpAnswer> {
  const transport = transportFor(server);
  try {
    const info = await transport.sendMail({
      from: { name: from.name, address: from.address },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    return { ok: true, response: String(info.response ?? '') };
  } catch (error) {
    return { ok: false, response: answerOf(error) };
  } finally {
    transport.close();
  }
}
