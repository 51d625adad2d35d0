import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** With html, the message goes out as multipart/alternative (text and HTML). */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where development mail goes, or null when it goes to an SMTP server. */
  readonly outboxDir: string | null;
}

export type MailLanguage = 'bn' | 'en';

/** The language of the person a message is for: English when their client asks for it, else Bangla. */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'bn';
}

/**
 * A template is a function of the language; every message exists in Bangla and English and the
 * other language is appended below, so a member who reads only one still understands.
 */
export function bilingual(
  lang: MailLanguage,
  parts: Record<MailLanguage, { subject: string; text: string }>
): { subject: string; text: string } {
  const other: MailLanguage = lang === 'bn' ? 'en' : 'bn';
  return {
    subject: parts[lang].subject,
    text: `${parts[lang].text}\n\n----\n\n${parts[other].text}\n`,
  };
}

/** SMTP through nodemailer, or, without SMTP, one .eml and one .json file per message. */
export function createMailer(options: {
  smtp: SmtpConfig | null;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtp) {
    const { host, port, secure, user, pass } = options.smtp;
    const transport = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : undefined,
    });
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outboxDir: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await writeFile(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify({ from: options.from, ...message, date: new Date().toISOString() }, null, 2)
      );
      options.log(
        `mail to ${message.to} ("${message.subject}") written to ${name}.eml in the outbox`
      );
    },
  };
}

/** The messages in an outbox folder, oldest first (for tests and for developers' tools). */
export async function readOutbox(outboxDir: string): Promise<(MailMessage & { date: string })[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), 'utf8')))
  );
}

/** Waits before each new attempt after a failed one: 1 min, 5 min, 30 min, 2 h. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/**
 * Sends a message now and, if the mail server fails, keeps retrying in the background, so the
 * caller's work (already committed) does not depend on the mail server. `first` settles with
 * the outcome of the first attempt and `done` with the final one; neither rejects. The retries
 * live in this process only: a restart while they are pending loses the message, which is logged.
 */
export function deliverWithRetry(
  mailer: () => Mailer,
  message: MailMessage,
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  delaysMs: readonly number[] = MAIL_RETRY_DELAYS_MS
): { first: Promise<boolean>; done: Promise<boolean> } {
  const attempt = async (n: number): Promise<boolean> => {
    try {
      await mailer().send(message);
      if (n > 0) log.info({ to: message.to, attempt: n + 1 }, 'mail delivered after a retry');
      return true;
    } catch (error) {
      const delay = delaysMs[n];
      if (delay === undefined) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail not delivered');
        return false;
      }
      log.warn({ err: error, to: message.to, retryInMs: delay }, 'mail failed; will retry');
      return false;
    }
  };

  let resolveDone!: (ok: boolean) => void;
  const done = new Promise<boolean>((resolve) => (resolveDone = resolve));
  const retry = (n: number) => {
    const timer = setTimeout(
      async () => {
        if (await attempt(n)) resolveDone(true);
        else if (n < delaysMs.length) retry(n + 1);
        else resolveDone(false);
      },
      delaysMs[n - 1]
    );
    timer.unref?.();
  };
  const first = attempt(0).then((ok) => {
    if (ok) resolveDone(true);
    else if (delaysMs.length > 0) retry(1);
    else resolveDone(false);
    return ok;
  });
  return { first, done };
}
