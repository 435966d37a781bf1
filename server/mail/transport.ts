import nodemailer from "nodemailer";

export type OutgoingMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

/** What the outbox needs from a mail service: accept one message or throw. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; the URL carries host, port, credentials and TLS choice (smtps:// or STARTTLS). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A few connections kept open and reused: a backlog after an outage drains in seconds, not minutes.
    pool: true,
    maxConnections: 4,
    // Bounded, so a hung server cannot hold a claimed email past its lease.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
