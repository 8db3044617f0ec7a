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
};
