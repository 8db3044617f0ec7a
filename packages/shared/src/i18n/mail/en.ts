/** Mails Sprout sends, written in the sender's locale. */
export const enMail = {
  added_subject: "You can now see {{baby}}'s album on Sprout",
  added_body: "Hello {{name}},\n\n{{inviter}} added you to {{baby}}'s family on Sprout as {{relation}} ({{permission}}).\n\nSign in to see the album: {{link}}\n\nSprout, the private family album",
  invited_subject: "{{inviter}} invites you to {{baby}}'s album on Sprout",
  invited_body: "Hello,\n\n{{inviter}} invited you to {{baby}}'s family on Sprout as {{relation}} ({{permission}}).\n\nCreate your Sprout account in the mobile app with this email address ({{email}}). The album opens for you as soon as the account exists: {{link}}\n\nSprout, the private family album",
};
export type MailMessages = typeof enMail;
