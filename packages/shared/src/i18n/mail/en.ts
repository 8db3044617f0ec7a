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
  digest_subject: 'New in your family album on Sprout',
  digest_heading: "New in {{baby}}'s album",
  digest_hello: 'Hello {{name}},',
  digest_more_one: 'and {{count}} more',
  digest_more_other: 'and {{count}} more',
  digest_comments_heading: 'Comments on your posts',
  digest_comments_more_one: 'and {{count}} more comment',
  digest_comments_more_other: 'and {{count}} more comments',
  digest_on_this_day_one: '{{count}} year ago today',
  digest_on_this_day_other: '{{count}} years ago today',
  digest_open: 'Open the album',
  digest_sign_in: 'The album opens after you sign in. This mail shows only what you may see.',
  digest_why_every_upload: 'You get this mail each time the family adds something to {{baby}}’s album.',
  digest_why_daily: 'You get this mail on mornings when there is something new in {{baby}}’s album.',
  digest_why_weekly: 'You get this mail once a week when there is something new in {{baby}}’s album.',
  digest_unsubscribe: 'Stop these mails',
  digest_settings: 'Choose how often in your profile',
  digest_footer: 'Sprout, the private family album',
  feedback_reply_subject: 'Sprout support answered your feedback',
  feedback_reply_body:
    'Hello {{name}},\n\nThank you for writing to us. You wrote:\n\n{{content}}\n\nOur answer:\n\n{{reply}}\n\nYou can also read it on the Feedback page of Sprout.\n\nSprout support',
  feedback_reply_no_name: 'there',
  verify_problems_subject: 'Sprout: stored files are missing or changed',
  verify_problems_body:
    'Hello,\n\nThe weekly check of Sprout\'s stored files found problems: {{missing}} missing and {{changed}} changed ({{checked}} files read).\n\nMissing:\n{{missing_list}}\n\nChanged:\n{{changed_list}}\n\nRestore these files from your latest backup (docs/OPERATIONS.md, "Backups"), then run `npm run cli -- verify` again.\n\nSprout',
};
export type MailMessages = typeof enMail;
