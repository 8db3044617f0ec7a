import type { MailMessages } from './en.js';

export const jaMail: MailMessages = {
  invited_subject: "Sprout の家族アルバムへの招待が届きました",
  invited_body: "こんにちは。\n\n{{inviter}} さんが Sprout であなたを {{baby}} の家族（{{relation}}・{{permission}}）に招待しました。\n\n次のリンクを開いて参加してください。ログインするか、このメールアドレス（{{email}}）でその場でアカウントを作成できます。リンクは14日間、1回だけ使えます：\n{{link}}\n\nSprout — 家族だけのアルバム",
  reset_subject: "Sprout の新しいパスワードの設定",
  reset_body: "{{name}} さん\n\nSprout アカウント {{email}} の新しいパスワードの設定が依頼されました。\n\n次のリンクを開いて新しいパスワードを決めてください。リンクは1時間、1回だけ使えます：\n{{link}}\n\n心当たりがない場合は、このメールを無視してください。パスワードは変わりません。\n\nSprout、家族だけのアルバム",
  verify_subject: "Sprout のメールアドレスの確認",
  verify_body: "{{name}} さん\n\nSprout へようこそ。次のリンクを開いて、{{email}} があなたのアドレスであることを確認してください。リンクは7日間、1回だけ使えます：\n{{link}}\n\nSprout、家族だけのアルバム",
};
