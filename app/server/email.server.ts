/**
 * Outgoing mail through SMTP (nodemailer). Without SMTP_HOST nothing is sent: the message is
 * written to the log instead, so development and tests need no mail server. A failure to send is
 * logged and never fails the request that caused it.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

let transporter: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transporter !== undefined) return transporter;
  const env = getEnv();
  transporter = env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_PORT === 465,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
      })
    : null;
  return transporter;
}

/** For tests: send through this transport instead (e.g. nodemailer's jsonTransport). */
export function useEmailTransport(transport: Transporter | null | undefined): void {
  transporter = transport;
}

export async function sendEmail(email: Email): Promise<boolean> {
  const env = getEnv();
  const transport = smtp();
  if (!transport) {
    logger.info({ email: { to: email.to, subject: email.subject } }, "email not sent (no SMTP_HOST configured)");
    return false;
  }
  try {
    await transport.sendMail({ from: env.SMTP_FROM ?? env.CONTACT_EMAIL, ...email });
    return true;
  } catch (error) {
    logger.error({ err: error, email: { to: email.to, subject: email.subject } }, "email failed");
    return false;
  }
}

/** The messages contributors get at each stage of review (SPEC: authors are notified at each stage). */
export function guestPostEmail(stage: "received" | "approved" | "rejected", post: { authorName: string; email: string; headline: string }): Email {
  const { SITE_NAME: site, CONTACT_EMAIL: contact } = getEnv();
  const greeting = `Dear ${post.authorName},`;
  const sign = `\n\nThe ${site} editors\n${contact}`;
  const messages = {
    received: {
      subject: `We received your guest post: ${post.headline}`,
      body: `Thank you for submitting "${post.headline}". Our editors review every piece within 3-5 business days, and we will write to you when we have.\n\nIf you have not yet done so, please email ${contact} asking for approval and include a short bio.`,
    },
    approved: {
      subject: `Your guest post is approved: ${post.headline}`,
      body: `Good news: "${post.headline}" has been approved and is published in Guest Contributions. Thank you for writing for our readers.`,
    },
    rejected: {
      subject: `About your guest post: ${post.headline}`,
      body: `Thank you for sending "${post.headline}". After review we have decided not to publish it. Pieces that teach one specific lesson, written as a problem and its solution and free of promotion, have the best chance; we would be glad to read another.`,
    },
  } as const;
  return { to: post.email, subject: messages[stage].subject, text: `${greeting}\n\n${messages[stage].body}${sign}` };
}
