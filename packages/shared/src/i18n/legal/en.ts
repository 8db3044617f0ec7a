/**
 * The privacy policy (/privacy) and the terms of use (/terms), written for what Sprout does
 * (docs/ARCHITECTURE.md, PERMISSIONS.md, STORAGE.md). Loaded alone, in one language, by those two pages.
 */
export const enLegal = {
  updated: 'Last updated: 2 December 2026',
  privacy: {
    title: 'Privacy policy',
    intro:
      'Sprout is a private album for your family. This policy says what we keep, who can see it, and how you take it away or delete it.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your account: name, e-mail address, a hash of your password (never the password itself), your language, your profile picture, and the sign-in services you linked.',
          'What your family adds: photos, videos and audio recordings as originals, byte for byte, plus the smaller copies we make to show them (a thumbnail, a preview, a video’s poster, without location or camera data); captions, diary entries, comments, likes, tags, and measurements such as height and weight.',
          'To keep the service safe: your signed-in sessions and the devices you allowed to receive notifications, and short technical logs of requests.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Only members of the baby’s family, as the family decided: each member has a role (for example parent, grandparent or friend) and a permission (view, post, or manage). Each post is shared with the whole family, close family only, chosen members, or only its author.',
          'The service’s operators can reach the stored data to run, repair and back it up. They do not browse family albums, and they act on a family’s content only when the law or a family’s own request requires it.',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: [
          'There are no advertisements in Sprout. We do not sell or rent your data, and we do not give it to anyone to build profiles or train models.',
        ],
      },
      {
        heading: 'E-mail and notifications',
        paragraphs: [
          'We send e-mail to sign you in safely, to confirm an address, for invitations and, if you choose, a digest of what is new. Every digest has a one-click unsubscribe link, and push notifications are sent only to devices you allowed.',
        ],
      },
      {
        heading: 'Taking it with you, and deleting it',
        paragraphs: [
          'Anyone who may see a photo or video can download its original. Ask us, and we will hand your family its whole album.',
          'A deleted photo, video or recording waits 30 days in the trash, then it and its copies are erased; you can also erase it at once. Deleting your account removes your memberships, sessions, linked sign-ins and profile picture; what you posted stays in the family album, shown as by a former member, unless you delete it first.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Questions about your data: write to us from the help page. Customer service answers Monday to Friday, 9:30–18:30.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    intro: 'By using Sprout you agree to these terms. They are short on purpose.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Sprout lets a family keep one baby’s or one pet’s timeline together: photos, videos, audio, diary entries, tags, comments and likes. Free storage has a limit; a membership removes it for as long as it lasts, and nothing is deleted when it ends.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us if someone else used your account. You must be old enough to agree to these terms where you live.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'What you upload stays yours. You let us store it, make the copies needed to show it, and show it to the members you and your family chose; nothing more.',
          'Upload only what you have the right to share, and respect the people in the pictures. Illegal content, or content that harms a child, is removed and may be reported to the authorities.',
        ],
      },
      {
        heading: 'Families and roles',
        paragraphs: [
          'A family’s admins invite members, choose their roles and may remove them. Every family keeps at least one admin, so an album is never left without someone to look after it.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          'You may delete your account at any time from your profile. We may suspend an account that breaks these terms, and we will tell you why.',
        ],
      },
    ],
    license: {
      heading: 'Business license',
      body: 'Sprout is provided by its operator, whose registered name, address and business registration are given on request through the contact page.',
    },
  },
};
export type LegalText = typeof enLegal;
