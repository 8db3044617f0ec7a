/**
 * The landing page (/introduce), the help page (/faq) and the footer they share: long texts a
 * visitor reads before signing in, kept out of the catalogues so the signed-in bundle never carries
 * them and a public page loads only its own language (loadSiteText).
 */
export const enSite = {
  cta: {
    sign_up: 'Start your family album',
    get_app: 'Create an account',
    sign_in: 'Sign in',
    read_faq: 'Read the help',
  },
  hero: {
    title: 'Happy Troubles',
    body: 'Sleepless nights, first steps, muddy paws: the days go fast. Sprout keeps them for your family in one private album, in the order they happened.',
  },
  choice: {
    title: 'The Best Choice',
    body: 'An album only your family can open, that stays calm and quick on the computer or tablet at home.',
    points: [
      'Private by design: only the relatives you invite can see it, and each post can be narrowed further.',
      'Nothing is lost: originals are kept as you sent them, and a deleted photo waits 30 days in the trash.',
      'No ads and no selling: your family’s pictures are never used to advertise to you or to anyone.',
    ],
  },
  features: {
    title: 'Product Features',
    items: [
      {
        title: 'One timeline',
        body: 'Photos, videos, voice recordings and diary entries, sorted by your child’s age from before birth onwards.',
      },
      {
        title: 'Family roles',
        body: 'Mum, Dad, Grandma, an uncle or a friend: each relative joins with a role that says what they may do.',
      },
      {
        title: 'Privacy per post',
        body: 'Share a post with the whole family, close family only, a few chosen people, or keep it for yourself.',
      },
      {
        title: 'Tags and growth',
        body: 'Tag first times and favourite places, and note height and weight to watch the growth chart rise.',
      },
      {
        title: 'Comments and likes',
        body: 'Grandparents far away can leave a word or a heart, and you hear about it without checking all day.',
      },
      {
        title: 'Yours to take away',
        body: 'Download the original of any photo or video you can see, and delete what you no longer want kept.',
      },
    ],
  },
  testimonials: {
    title: 'What families say',
    note: 'Stories from families using Sprout; names changed.',
    items: [
      {
        quote:
          'My parents live nine hours away. Every Sunday they open the album and comment on everything, even the blurry ones.',
        who: 'Léa, mum of Noah (2)',
      },
      {
        quote: 'We used to lose photos in three group chats. Now there is one place, and it is in order.',
        who: 'Daniel, dad of twins Mia and Jonas',
      },
      {
        quote: 'Our cat Biscuit has a better-kept album than I do. The growth chart is strangely addictive.',
        who: 'Yuki, keeps Biscuit’s timeline',
      },
    ],
  },
  faq: {
    title: 'Help and frequently asked questions',
    intro: 'Short answers to what families ask us most.',
    items: [
      {
        q: 'Who can see our album?',
        a: 'Only the people your family invited. Each post can be shared with the whole family, close family only, chosen members, or nobody but you.',
      },
      {
        q: 'How do I invite relatives?',
        a: 'An admin of the baby’s family opens Baby info, then Family, and sends an invitation by e-mail with the relative’s role.',
      },
      {
        q: 'Which files can I upload?',
        a: 'Photos (including HEIC from iPhones), videos and audio recordings. Uploads resume by themselves if the connection drops.',
      },
      {
        q: 'Is the original quality kept?',
        a: 'Yes. Sprout keeps each original exactly as sent and shows smaller copies while you browse, so pages open quickly.',
      },
      {
        q: 'I deleted a photo by mistake.',
        a: 'Open the trash from the menu: deleted photos and videos stay there for 30 days and can be restored.',
      },
      {
        q: 'How do I delete my account?',
        a: 'Go to your profile and choose Delete account. Your memberships, sign-ins and profile picture are removed.',
      },
      {
        q: 'I forgot my password.',
        a: 'Choose “Forgot password” on the sign-in page and we will e-mail you a link to set a new one.',
      },
    ],
    more: 'Did not find your answer? Write to us and we will reply during service hours.',
    write: 'Write to us',
  },
  about: {
    title: 'About Sprout',
    body: 'Sprout is a private family album for one baby’s or one pet’s life: parents and the relatives they invite keep it together.',
  },
};
export type SiteText = typeof enSite;
