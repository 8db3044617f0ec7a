/** The VIP storage words: dialogs, plans, space and sharing, read only by the signed-in app. */
export const enVip = {
  full_title: 'Free storage used up',
  full_body:
    "{{name}}'s free storage is used up. Upgrade to VIP in the Sprout app to keep uploading. Everything already saved stays safe.",
  expired_title: 'VIP expired',
  expired_body:
    "{{name}}'s VIP has expired and the free storage is used up. Renew VIP in the Sprout app to keep uploading. Everything already saved stays safe.",
  ok: 'OK',
  notice_title: 'Free storage is ending',
  notice_body:
    'Free storage ends on {{date}}. Everything already saved stays; after that day, uploading beyond the free storage needs VIP in the Sprout app.',
  space_heading: 'Storage',
  space_used: '{{used}} of {{limit}}',
  space_used_unlimited: '{{used}} used',
  vip_until: 'VIP until {{date}}',
  vip_ended: 'VIP ended on {{date}}',
  menu: 'VIP storage',
  plans_title: 'VIP storage plans',
  plans_intro:
    'VIP gives {{name}} unlimited storage. One VIP covers up to 3 babies, and everything stays saved after it ends.',
  quarterly: 'Quarterly: {{price}} for 3 months',
  annual: 'Annual: {{price}} for 12 months',
  buy_in_app:
    "VIP is bought and managed in the Sprout app: open the timeline, tap the baby's profile photo, then the menu at the top right, VIP storage, Manage subscriptions.",
  buy_in_app_mainland:
    "In your region VIP is bought on the Sprout app's own membership page: open the app, tap the baby's profile photo, then the menu at the top right and VIP storage.",
  close: 'Close',
  manage: 'Manage subscription',
  upgrade: 'Upgrade to VIP',
  renew: 'Renew VIP',
  feedback: 'Send feedback',
  member_title: 'VIP membership',
  member_body:
    "{{name}}'s space is VIP until {{date}}: its storage is unlimited. The subscription is managed in the Sprout app.",
  none_title: 'No VIP membership',
  none_body:
    "{{name}}'s space is not a VIP member, so there is no subscription to manage. It uses the free storage, and VIP is bought in the Sprout app.",
  lapsed_title: 'VIP membership ended',
  lapsed_body:
    "{{name}}'s VIP membership ended on {{date}}. Everything already saved stays safe; renew VIP in the Sprout app to upload beyond the free storage.",
  older_title: 'Upgrade in the Sprout app',
  older_body:
    "This version of Sprout can't buy VIP. Sign in to the Sprout app on your phone and upgrade {{name}}'s space to VIP there.",
  share_heading: 'Share VIP',
  share_intro:
    "One VIP covers up to 3 babies. Share {{name}}'s VIP with another baby you manage, and take it back whenever you like.",
  share_places: '{{used}} of {{places}} places used',
  share_button: 'Share VIP',
  share_button_label: 'Share VIP with {{name}}',
  take_back: 'Take back',
  take_back_label: 'Take back VIP from {{name}}',
  share_status_shared: 'Shares this VIP',
  share_status_free: 'Free storage',
  share_none: 'You manage no other baby to share this VIP with.',
  share_failed: 'VIP could not be shared right now. Check your connection and try again.',
};
export type VipMessages = typeof enVip;
