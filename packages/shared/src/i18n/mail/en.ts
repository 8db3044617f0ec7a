/**
 * Mails Sprout sends, written in the sender's locale. Subjects are fixed text: nothing a user
 * typed (their name, a baby's name, a relation) goes in one, so Sprout cannot carry anyone's message
 * in a subject line; the body may name people.
 */
export const enMail = {
  invited_subject: 'You are invited to a family album on Sprout',
  invited_body:
    "Hello,\n\n{{inviter}} invited you to {{baby}}'s family on Sprout as {{relation}} ({{permission}}).\n\nOpen this link to join. You can sign in, or create your account right there with this email address ({{email}}). The link works once, for 14 days:\n{{link}}\n\nSprout, the private family album",
  reset_subject: 'Set a new password for Sprout',
  reset_body:
    'Hello {{name}},\n\nSomeone (we hope you) asked to set a new password for your Sprout account {{email}}.\n\nOpen this link to choose it. It works once, for 1 hour:\n{{link}}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n\nSprout, the private family album',
  verify_subject: 'Confirm your email address for Sprout',
  verify_body:
    'Hello {{name}},\n\nWelcome to Sprout. Open this link to confirm that {{email}} is your address. It works once, for 7 days:\n{{link}}\n\nSprout, the private family album',
  email_change_subject: 'Confirm your new email address for Sprout',
  email_change_body:
    'Hello {{name}},\n\nYou asked to use {{email}} for your Sprout account. Open this link to confirm it. It works once, for 24 hours:\n{{link}}\n\nUntil then your account keeps its old address. If you did not ask, ignore this mail.\n\nSprout, the private family album',
  email_change_notice_subject: 'Your Sprout email address is being changed',
  email_change_notice_body:
    'Hello {{name}},\n\nSomeone signed in to your Sprout account asked to change its email address to {{email}}. The change happens only when the link sent to that address is opened.\n\nIf this was not you, change your password now: that also ends the change.\n\nSprout, the private family album',
};
export type MailMessages = typeof enMail;
