/**
 * Mails Sprout sends, written in the sender's locale. Subjects are fixed text: nothing a user
 * typed (their name, a baby's name, a relation) goes in one, so Sprout cannot carry anyone's message
 * in a subject line; the body may name people.
 */
export const enMail = {
  invited_subject: "You are invited to a family album on Sprout",
  invited_body: "Hello,\n\n{{inviter}} invited you to {{baby}}'s family on Sprout as {{relation}} ({{permission}}).\n\nOpen this link to join. You can sign in, or create your account right there with this email address ({{email}}). The link works once, for 14 days:\n{{link}}\n\nSprout, the private family album",
};
export type MailMessages = typeof enMail;
