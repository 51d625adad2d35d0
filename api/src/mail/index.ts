import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
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
  // nodemailer is loaded with the first message, not at start: a process that sends none keeps
  // its ~13 MB (issue 20 point 5, the PostgreSQL process's idle memory).
  let transport: Promise<Transporter> | null = null;
  const transporter = (settings: object) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(settings)
    );
    return transport;
  };
  if (options.smtp) {
    const { host, port, secure, user, pass } = options.smtp;
    const settings = { host, port, secure, auth: user ? { user, pass } : undefined };
    return {
      outboxDir: null,
      async send(message) {
        await (await transporter(settings)).sendMail({ from: options.from, ...message });
      },
    };
  }
  const settings = { streamTransport: true, buffer: true, newline: 'unix' };
  return {
    outboxDir: options.outboxDir,
    async send(message) {
      const info = await (await transporter(settings)).sendMail({ from: options.from, ...message });
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
