import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message the API wrote to DATA_DIR/outbox (SMTP is off in the e2e stack). */
export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** Every message in the outbox, newest first. */
export async function readOutbox(dataDir: string): Promise<Mail[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as Mail)
  );
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}

/** Waits for the newest message to `to` written after `since` (an ISO time or Date). */
export async function waitForMail(
  dataDir: string,
  to: string,
  { since = new Date(0), timeoutMs = 20_000 }: { since?: Date; timeoutMs?: number } = {}
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && new Date(m.date) >= since
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} in the outbox after ${since}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code of a sign-up verification e-mail. */
export function verificationCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}"`);
  return code;
}
