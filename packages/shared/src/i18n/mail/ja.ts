import type { MailMessages } from './en.js';

export const jaMail: MailMessages = {
  invited_subject: "Sprout の家族アルバムへの招待が届きました",
  invited_body: "こんにちは。\n\n{{inviter}} さんが Sprout であなたを {{baby}} の家族（{{relation}}・{{permission}}）に招待しました。\n\n次のリンクを開いて参加してください。ログインするか、このメールアドレス（{{email}}）でその場でアカウントを作成できます。リンクは14日間、1回だけ使えます：\n{{link}}\n\nSprout — 家族だけのアルバム",
};
