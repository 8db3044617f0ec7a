import type { MailMessages } from './en.js';

export const jaMail: MailMessages = {
  invited_subject: 'Sprout の家族アルバムへの招待が届きました',
  invited_body:
    'こんにちは。\n\n{{inviter}} さんが Sprout であなたを {{baby}} の家族（{{relation}}・{{permission}}）に招待しました。\n\n次のリンクを開いて参加してください。ログインするか、このメールアドレス（{{email}}）でその場でアカウントを作成できます。リンクは14日間、1回だけ使えます：\n{{link}}\n\nSprout — 家族だけのアルバム',
  reset_subject: 'Sprout の新しいパスワードの設定',
  reset_body:
    '{{name}} さん\n\nSprout アカウント {{email}} の新しいパスワードの設定が依頼されました。\n\n次のリンクを開いて新しいパスワードを決めてください。リンクは1時間、1回だけ使えます：\n{{link}}\n\n心当たりがない場合は、このメールを無視してください。パスワードは変わりません。\n\nSprout、家族だけのアルバム',
  verify_subject: 'Sprout のメールアドレスの確認',
  verify_body:
    '{{name}} さん\n\nSprout へようこそ。次のリンクを開いて、{{email}} があなたのアドレスであることを確認してください。リンクは7日間、1回だけ使えます：\n{{link}}\n\nSprout、家族だけのアルバム',
  email_change_subject: 'Sproutの新しいメールアドレスの確認',
  email_change_body:
    '{{name}}さん\n\nSproutアカウントで{{email}}を使うよう依頼がありました。次のリンクを開いて確認してください。リンクは24時間、1回だけ使えます：\n{{link}}\n\n確認するまで、アカウントは元のアドレスのままです。心当たりがない場合は、このメールを無視してください。\n\nSprout　家族だけのアルバム',
  email_change_notice_subject: 'Sproutのメールアドレス変更の依頼',
  email_change_notice_body:
    '{{name}}さん\n\nSproutアカウントにサインインしている人が、メールアドレスを{{email}}に変更するよう依頼しました。変更は、そのアドレスに送ったリンクが開かれたときにだけ行われます。\n\n心当たりがない場合は、今すぐパスワードを変更してください。変更の依頼も無効になります。\n\nSprout　家族だけのアルバム',
  digest_subject: 'Sproutの家族アルバムに新着があります',
  digest_heading: '{{baby}}のアルバムの新着',
  digest_hello: '{{name}}さん、こんにちは。',
  digest_more_one: 'ほか{{count}}件',
  digest_more_other: 'ほか{{count}}件',
  digest_comments_heading: 'あなたの投稿へのコメント',
  digest_comments_more_one: 'ほかに{{count}}件のコメント',
  digest_comments_more_other: 'ほかに{{count}}件のコメント',
  digest_on_this_day_one: '{{count}}年前の今日',
  digest_on_this_day_other: '{{count}}年前の今日',
  digest_open: 'アルバムを開く',
  digest_sign_in: 'アルバムはサインイン後に開きます。このメールにはあなたが見られるものだけが載っています。',
  digest_why_every_upload: '家族が{{baby}}のアルバムに追加するたびに、このメールが届きます。',
  digest_why_daily: '{{baby}}のアルバムに新着がある日の朝に、このメールが届きます。',
  digest_why_weekly: '{{baby}}のアルバムに新着があれば、週に一度このメールが届きます。',
  digest_unsubscribe: 'このメールを停止する',
  digest_settings: '頻度はプロフィールで変えられます',
  digest_footer: 'Sprout、家族だけのアルバム',
  feedback_reply_subject: 'Sprout サポートからご意見への回答です',
  feedback_reply_body:
    '{{name}}様\n\nご意見をお寄せいただきありがとうございます。お送りいただいた内容:\n\n{{content}}\n\n回答:\n\n{{reply}}\n\nSprout の「ご意見・ご要望」ページでもご覧いただけます。\n\nSprout サポート',
  feedback_reply_no_name: 'お客',
  verify_problems_subject: 'Sprout：保存したファイルが見つからないか、変わっています',
  verify_problems_body:
    'こんにちは。\n\nSprout に保存したファイルの毎週の確認で問題が見つかりました。見つからないファイルが {{missing}} 件、内容が変わったファイルが {{changed}} 件です（読んだファイルは {{checked}} 件）。\n\n見つからないファイル：\n{{missing_list}}\n\n変わったファイル：\n{{changed_list}}\n\n最新のバックアップからこれらのファイルを戻し（docs/OPERATIONS.md の「Backups」）、もう一度 `npm run cli -- verify` を実行してください。\n\nSprout',
};
