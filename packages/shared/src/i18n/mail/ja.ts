import type { MailMessages } from './en.js';

export const jaMail: MailMessages = {
  added_subject: "Sprout で {{baby}} のアルバムが見られるようになりました",
  added_body: "{{name}} さん\n\n{{inviter}} さんが Sprout であなたを {{baby}} の家族（{{relation}}・{{permission}}）に追加しました。\n\nログインしてアルバムをご覧ください: {{link}}\n\nSprout 家族だけのアルバム",
  invited_subject: "{{inviter}} さんから Sprout の {{baby}} のアルバムへの招待",
  invited_body: "こんにちは。\n\n{{inviter}} さんが Sprout であなたを {{baby}} の家族（{{relation}}・{{permission}}）に招待しました。\n\nモバイルアプリでこのメールアドレス（{{email}}）を使って Sprout のアカウントを作成してください。アカウントができるとすぐにアルバムが開きます: {{link}}\n\nSprout 家族だけのアルバム",
};
