import type { ErrorMessages } from './en.js';
export const deErrors: ErrorMessages = {
  '600': 'Komprimierung fehlgeschlagen: Das Bild ist zu groß.',
  '610': 'Beim Hochladen ist ein Fehler aufgetreten. Bitte erneut versuchen.',
  '620': 'Dieses Bildformat wird nicht unterstützt. Bitte ein JPEG-, PNG-, WebP-, GIF- oder HEIC-Foto wählen.',
  '630': 'Dieses Videoformat wird nicht unterstützt.',
  '640': 'Das Bild ist zu groß (auch nach der Komprimierung 20 MB oder mehr).',
  '650': 'Unvollständige Daten beim Anlegen des Eintrags. Bitte erneut hochladen.',
  '745': 'Zeitüberschreitung der Verbindung nach 3 Versuchen. Bitte Verbindung prüfen und erneut versuchen.',
  '800': 'Netzwerkproblem. Bitte Verbindung prüfen.',
  bad_request: 'Etwas stimmt nicht! Bitte Eingabe prüfen.',
  body_not_object: 'Die Anfrage muss ihre Felder als Formular oder JSON-Objekt senden.',
  invalid_credentials: 'E-Mail oder Passwort ist falsch! Bitte erneut versuchen.',
  too_fast: 'Sie sind zu schnell – bitte kurz warten',
  unauthorized: 'Überprüfung fehlgeschlagen, bitte erneut anmelden.',
  forbidden: 'Sie haben diese Berechtigung nicht',
  no_permission_to_view: 'Sie haben keine Berechtigung, dieses Album anzusehen',
  not_found: 'Dieser Eintrag existiert nicht oder ist für Sie nicht sichtbar.',
  invalid_email: 'Bitte eine gültige E-Mail-Adresse eingeben',
  invalid_password: 'Das Passwort braucht mindestens 8 Zeichen mit Buchstaben und Zahlen.',
  invalid_name: 'Der Name muss aus normalen Wörtern bestehen',
  invalid_phone:
    'Bitte gib eine gültige Telefonnummer ein. Ohne vorangestelltes „+“ gilt sie als Nummer in China (+86).',
  email_taken: 'Diese E-Mail-Adresse ist bereits registriert.',
  upload_token_missing: 'Das Hochladen ist nicht autorisiert. Bitte den Upload neu starten.',
  upload_token_invalid: 'Die Upload-Berechtigung ist abgelaufen. Bitte den Upload neu starten.',
  upload_not_finished: 'Die Datei ist noch nicht vollständig hochgeladen. Bitte erneut hochladen.',
  duplicate: 'Diese Datei ist bereits im Album.',
  too_many_files: 'Höchstens 50 Dateien auf einmal hochladen',
  file_too_large: 'Die Datei überschreitet das Upload-Limit',
  cross_site: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  internal: 'Bei uns ist etwas schiefgelaufen. Bitte gleich noch einmal versuchen.',
  database_unavailable: 'Die Datenbank ist gerade nicht erreichbar. Bitte gleich noch einmal versuchen.',
  storage_full:
    'Der Speicher des Servers ist voll. Bereits Gespeichertes bleibt erhalten; bitte später noch einmal versuchen.',
  storage_unavailable: 'Der Server kann gerade keine Dateien speichern. Bitte später noch einmal versuchen.',
  media_busy:
    'Ihre Datei konnte gerade nicht verarbeitet werden. Sie bleibt erhalten; bitte gleich noch einmal versuchen.',
  must_choose_yourself: 'Sie müssen sich selbst auswählen',
  choose_one_member: 'Mindestens ein Mitglied muss ausgewählt werden',
  last_admin: 'Ein Baby braucht immer mindestens einen Admin. Machen Sie zuerst jemand anderen zum Admin.',
  grant_too_high: 'Sie können keine höhere Berechtigung vergeben als Ihre eigene.',
  already_member: 'Diese Person gehört bereits zur Familie.',
  invite_yourself: 'Sie gehören bereits zur Familie.',
  domain_admin_only: 'Nur der Admin kann die persönliche Domain festlegen. Bitte wenden Sie sich an den Admin.',
  relation_admin_only:
    'Nur der Admin kann jemanden zur engen Familie machen. Bitte den Admin, deine Beziehung zu ändern.',
  invitation_invalid:
    'Dieser Einladungslink gilt nicht mehr: Er wurde schon benutzt oder zurückgezogen. Bitten Sie den Admin der Familie um eine neue Einladung.',
  invitation_expired:
    'Diese Einladung ist abgelaufen (Links gelten 14 Tage). Bitten Sie den Admin der Familie, sie erneut zu senden.',
  invitation_other_account:
    'Diese Einladung ging an {{email}}. Melden Sie sich ab und dann mit dieser Adresse an, oder legen Sie über den Link ihr Konto an.',
  domain_invalid: "Eine persönliche Domain darf nur Buchstaben, Zahlen und '-' enthalten (2 bis 40 Zeichen).",
  domain_taken: 'Diese persönliche Domain ist schon vergeben. Bitte eine andere wählen.',
  profile_incomplete: 'Bitte die Angaben zum Baby vervollständigen: Name, Geburtstag und Geschlecht.',
  too_many_words: 'Höchstens 1000 Wörter',
  invalid_time:
    'Die Zeit dieses Fotos ist kein gültiges Datum (sie muss zwischen 1900 und morgen liegen). Prüfen Sie das Datum der Kamera und versuchen Sie es erneut.',
  form_too_large: 'Das Formular ist zu groß. Bitte kürzen Sie den Text oder senden Sie weniger Dateien.',
  invalid_checksums: 'Diese Dateien konnten nicht auf Duplikate geprüft werden. Bitte versuchen Sie den Upload erneut.',
  delete_error: 'Fehler beim Löschen!',
  tag_name_empty: 'Bitte geben Sie einen Tag ein',
  one_word_at_least: 'Bitte geben Sie mindestens ein Wort ein',
  tag_name_too_long: 'Ein Tag-Name darf höchstens 30 Zeichen haben.',
  tag_exists: 'Diesen Tag gibt es schon.',
  some_words: 'Bitte schreiben Sie etwas',
  email_unknown: 'Die angegebene E-Mail-Adresse existiert nicht.',
  reset_link_invalid:
    'Dieser Passwort-Link gilt nicht mehr: Er wurde schon benutzt. Fordern Sie auf der Anmeldeseite einen neuen an.',
  reset_link_expired: 'Dieser Passwort-Link ist abgelaufen (Links gelten 1 Stunde). Fordern Sie einen neuen an.',
  mail_not_sent: 'Die E-Mail konnte nicht gesendet werden. Bitte senden Sie sie erneut.',
  puzzle_required: 'Bitte schieben Sie das Puzzleteil in die Lücke, um fortzufahren.',
  puzzle_failed: 'Das Teil hat nicht gepasst. Bitte versuchen Sie das Puzzle noch einmal.',
  signup_closed: 'Neue Konten entstehen über eine Einladung. Bitten Sie den Admin der Familie, Sie einzuladen.',
  wrong_password: 'Das Passwort ist nicht richtig.',
  last_admin_of_family:
    'Sie sind der einzige Admin von {{baby}}, und die Familie hat weitere Mitglieder. Machen Sie zuerst jemand anderen zum Admin und löschen Sie dann Ihr Konto.',
  verify_link_invalid: 'Dieser Bestätigungslink gilt nicht mehr. Fordern Sie in Ihrem Profil einen neuen an.',
  qr_expired: 'Der QR-Code ist abgelaufen.',
  tag_attr_value_required: 'Bitte gib einen Wert ein.',
  height_out_of_range: 'Die Größe muss zwischen 20 und 200 cm liegen.',
  weight_out_of_range: 'Das Gewicht muss zwischen 0,3 und 100 kg liegen.',
  head_circumference_out_of_range: 'Der Kopfumfang muss zwischen 20 und 60 cm liegen.',
  measured_on_invalid: 'Bitte wähle ein gültiges Datum.',
  measured_on_future: 'Das Datum darf nicht in der Zukunft liegen.',
  measured_on_before_birth: 'Das Datum darf nicht vor dem Geburtstag des Babys liegen.',
  place_needs_photo: 'Ein Ort wird an einem Foto festgehalten. Wähle zuerst das Foto.',
  place_required: 'Bitte gib einen Ort ein.',
  place_too_long: 'Ein Ortsname darf höchstens 100 Zeichen haben.',
  tag_attr_exists: 'Dieses Foto hat für diesen Tag schon einen Wert.',
  oidc_provider_unknown: 'Diese Anmeldeart ist nicht verfügbar.',
  oidc_provider_unavailable:
    '{{provider}} ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.',
  oidc_flow_invalid:
    'Diese Anmeldung ist abgelaufen oder wurde schon verwendet. Bitte beginnen Sie erneut auf der Anmeldeseite.',
  oidc_state_mismatch:
    'Diese Antwort des Anbieters gehört nicht zu der in diesem Browser begonnenen Anmeldung. Bitte beginnen Sie erneut auf der Anmeldeseite.',
  oidc_code_invalid:
    'Die Anmeldung beim Anbieter ist abgelaufen oder wurde schon verwendet. Bitte beginnen Sie erneut auf der Anmeldeseite.',
  oidc_denied: 'Die Anmeldung wurde beim Anbieter abgebrochen.',
  oidc_token_invalid: 'Der Anbieter hat diese Anmeldung nicht bestätigt. Bitte melden Sie sich erneut an.',
  oidc_not_registered: 'Mit dieser Anmeldung ist noch kein Sprout-Konto verknüpft.',
  registration_invalid:
    'Diese Registrierung ist abgelaufen oder schon abgeschlossen. Bitte melden Sie sich erneut beim Anbieter an.',
  identity_taken: 'Dieses {{provider}}-Konto ist bereits mit einem anderen Sprout-Konto verknüpft.',
  email_change_invalid:
    'Dieser Link zur Adressänderung ist nicht mehr gültig. Ändern Sie die Adresse erneut in Ihrem Profil.',
  email_unchanged: 'Das ist bereits Ihre E-Mail-Adresse.',
  push_endpoint_refused:
    'Der Push-Dienst dieses Browsers kann nicht verwendet werden: Sprout sendet nur an öffentliche HTTPS-Push-Dienste.',
  push_unavailable: 'Benachrichtigungen auf diesem Gerät sind auf diesem Server nicht verfügbar.',
  unsubscribe_invalid: 'Dieser Abmeldelink ist ungültig.',
  unsubscribe_used: 'Dieser Abmeldelink wurde bereits verwendet: Diese E-Mail ist schon abbestellt.',
  time_zone_invalid: 'Diese Zeitzone ist unbekannt.',
  free_storage_used_up:
    'Der kostenlose Speicher ist aufgebraucht. Upgrade in der Sprout-App auf VIP, um weiter hochzuladen; alles bereits Gespeicherte bleibt erhalten.',
  vip_expired:
    'VIP ist abgelaufen und der kostenlose Speicher ist aufgebraucht. Verlängere VIP in der Sprout-App, um weiter hochzuladen; alles bereits Gespeicherte bleibt erhalten.',
  vip_no_quota: 'Kein VIP-Kontingent mehr frei: Ein VIP kann von höchstens 3 Kindern geteilt werden.',
  vip_already: 'Dieses Kind ist bereits VIP.',
  vip_grant_failed: 'VIP konnte nicht vergeben werden: Das Kind, das VIP teilt, braucht selbst ein aktives VIP.',
  too_many_screenshots: 'Mit einer Nachricht kannst du höchstens drei Screenshots senden.',
  archive_damaged:
    'Dieses Archiv ist beschädigt oder unvollständig, daher wurde nichts importiert. Bitte exportiere es erneut und versuche es noch einmal.',
  archive_version_unsupported:
    'Dieses Archiv stammt von einer neueren Sprout-Version und kann hier noch nicht importiert werden.',
  archive_hostile:
    'Dieses Archiv enthält unzulässige Dateien (Pfade außerhalb des Albums oder Verknüpfungen), daher wurde nichts importiert.',
  archive_too_large:
    'Dieses Archiv ist größer als erlaubt oder entpackt sich zu weit mehr als seiner Größe, daher wurde nichts importiert.',
  export_original_missing:
    'Eine Originaldatei dieses Albums fehlt im Speicher, daher konnte der Export nicht erstellt werden. Bitte informiere den Betreiber.',
  export_not_ready: 'Dieser Export ist noch nicht fertig. Bitte warte, bis er vorbereitet ist.',
};
