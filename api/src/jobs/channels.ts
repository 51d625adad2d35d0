import type { Services } from '../contract/types';

/** One message for one person on one channel. Mail uses subject, text and html; SMS the text. */
export interface Notice {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type ChannelName = 'mail' | 'sms';

/**
 * A way to reach a member. Mail goes through the mailer (SMTP or the outbox); SMS/WhatsApp has
 * no gateway yet, so its driver only logs what it would send: a real gateway is another
 * implementation of this interface, chosen here.
 */
export interface Channel {
  readonly name: ChannelName;
  send(notice: Notice): Promise<void>;
}

export function channelFor(name: ChannelName, services: Services): Channel {
  if (name === 'sms') {
    return {
      name,
      async send(notice) {
        services.log.info({ channel: 'sms', to: notice.to, text: notice.text }, 'sms (log driver)');
      },
    };
  }
  return {
    name,
    // services.mailer is read at each send, so a replaced mailer (tests) is used.
    send: (notice) => services.mailer.send(notice),
  };
}
