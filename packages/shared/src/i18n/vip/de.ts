import type { VipMessages } from './en.js';

export const deVip: VipMessages = {
  full_title: 'Kostenloser Speicher aufgebraucht',
  full_body:
    'Der kostenlose Speicher von {{name}} ist aufgebraucht. Upgrade in der Sprout-App auf VIP, um weiter hochzuladen. Alles bereits Gespeicherte bleibt sicher erhalten.',
  expired_title: 'VIP abgelaufen',
  expired_body:
    'Das VIP von {{name}} ist abgelaufen und der kostenlose Speicher ist aufgebraucht. Verlängere VIP in der Sprout-App, um weiter hochzuladen. Alles bereits Gespeicherte bleibt sicher erhalten.',
  ok: 'OK',
  notice_title: 'Der kostenlose Speicher endet',
  notice_body:
    'Der kostenlose Speicher endet am {{date}}. Alles bereits Gespeicherte bleibt; danach braucht es zum Hochladen über den kostenlosen Speicher hinaus VIP in der Sprout-App.',
  space_heading: 'Speicher',
  space_used: '{{used}} von {{limit}}',
  space_used_unlimited: '{{used}} belegt',
  vip_until: 'VIP bis {{date}}',
  vip_ended: 'VIP endete am {{date}}',
  menu: 'VIP-Speicher',
  plans_title: 'VIP-Speicher: Tarife',
  plans_intro:
    'Mit VIP hat {{name}} unbegrenzten Speicher. Ein VIP gilt für bis zu 3 Kinder, und nach dem Ende bleibt alles gespeichert.',
  quarterly: 'Vierteljährlich: {{price}} für 3 Monate',
  annual: 'Jährlich: {{price}} für 12 Monate',
  buy_in_app:
    'VIP wird in der Sprout-App gekauft und verwaltet: Öffne die Chronik, tippe auf das Profilfoto des Kindes, dann oben rechts auf das Menü, VIP-Speicher, Abos verwalten.',
  buy_in_app_mainland:
    'In deiner Region wird VIP auf der Mitgliedschaftsseite der Sprout-App gekauft: Öffne die App, tippe auf das Profilfoto des Kindes, dann oben rechts auf das Menü und VIP-Speicher.',
  close: 'Schließen',
  manage: 'Abo verwalten',
  upgrade: 'Auf VIP upgraden',
  renew: 'VIP verlängern',
  feedback: 'Feedback senden',
  member_title: 'VIP-Mitgliedschaft',
  member_body:
    'Der Bereich von {{name}} ist bis zum {{date}} VIP und hat unbegrenzten Speicher. Das Abo wird in der Sprout-App verwaltet.',
  none_title: 'Keine VIP-Mitgliedschaft',
  none_body:
    'Der Bereich von {{name}} hat keine VIP-Mitgliedschaft, es gibt also kein Abo zu verwalten. Er nutzt den kostenlosen Speicher; VIP wird in der Sprout-App gekauft.',
  lapsed_title: 'VIP-Mitgliedschaft beendet',
  lapsed_body:
    'Die VIP-Mitgliedschaft von {{name}} ist am {{date}} abgelaufen. Alles bereits Gespeicherte bleibt sicher erhalten; verlängere VIP in der Sprout-App, um über den kostenlosen Speicher hinaus hochzuladen.',
  older_title: 'Upgrade in der Sprout-App',
  older_body:
    'In dieser Version kann VIP nicht gekauft werden. Melde dich auf deinem Handy in der Sprout-App an und mache dort den Bereich von {{name}} zu VIP.',
  share_heading: 'VIP teilen',
  share_intro:
    'Ein VIP gilt für bis zu 3 Kinder. Teile das VIP von {{name}} mit einem anderen Kind, das du verwaltest, und nimm es jederzeit zurück.',
  share_places: '{{used}} von {{places}} Plätzen belegt',
  share_button: 'VIP teilen',
  share_button_label: 'VIP mit {{name}} teilen',
  take_back: 'Zurücknehmen',
  take_back_label: 'VIP von {{name}} zurücknehmen',
  share_status_shared: 'Teilt dieses VIP',
  share_status_free: 'Kostenloser Speicher',
  share_none: 'Du verwaltest kein anderes Kind, mit dem du dieses VIP teilen kannst.',
  share_failed: 'VIP konnte gerade nicht geteilt werden. Prüfe deine Verbindung und versuche es erneut.',
};
