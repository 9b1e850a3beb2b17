import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../helpers/database";
import { guestPostEmail, sendEmail, useEmailTransport } from "~/server/email.server";
import { approveGuestPost, rejectGuestPost, submitGuestPost } from "~/server/guest-posts.server";

setupTestDatabase("email");

interface SentMessage {
  to: { address: string }[];
  subject: string;
  text: string;
}

// nodemailer's own JSON transport: the real message building, without an SMTP server.
const sent: SentMessage[] = [];
const transport = nodemailer.createTransport({ jsonTransport: true });
const sendMail = transport.sendMail.bind(transport);
transport.sendMail = (async (message: Parameters<typeof sendMail>[0]) => {
  const info = await sendMail(message);
  sent.push(JSON.parse((info as unknown as { message: string }).message) as SentMessage);
  return info;
});

beforeAll(() => useEmailTransport(transport));
afterAll(() => useEmailTransport(undefined));

const submission = {
  authorName: "Ines Moreau",
  email: "ines@example.com",
  category: "guest-contributions" as const,
  headline: "The proposal that doubled our win rate",
  content: "x".repeat(600),
  agreeTerms: true,
  company: undefined,
  socialHandle: undefined,
  authorBio: undefined,
  imageUrl: undefined,
  imageUrls: undefined,
};

describe("guest post emails", () => {
  it("tells the author their post was received, then approved", async () => {
    const post = await submitGuestPost(submission);
    await approveGuestPost(post.id);
    expect(sent.map((message) => [message.to[0]!.address, message.subject])).toEqual([
      ["ines@example.com", "We received your guest post: The proposal that doubled our win rate"],
      ["ines@example.com", "Your guest post is approved: The proposal that doubled our win rate"],
    ]);
    expect(sent[0]!.text).toContain("Dear Ines Moreau,");
    expect(sent[0]!.text).toContain("3-5 business days");
  });

  it("tells the author when a post is not accepted", async () => {
    const post = await submitGuestPost({ ...submission, headline: "Buy my course" });
    await rejectGuestPost(post.id);
    expect(sent.at(-1)!.subject).toBe("About your guest post: Buy my course");
  });

  it("does not fail the request when mail cannot be sent", async () => {
    useEmailTransport({ sendMail: () => Promise.reject(new Error("SMTP down")) } as unknown as Transporter);
    expect(await sendEmail(guestPostEmail("received", submission))).toBe(false);
    useEmailTransport(transport);
  });
});
