import type { MailMessages } from './en.js';

export const zhTWMail: MailMessages = {
  added_subject: "現在您可以在 Sprout 檢視{{baby}}的相簿了",
  added_body: "{{name}}，您好：\n\n{{inviter}} 已在 Sprout 將您加入{{baby}}的家庭（{{relation}}，{{permission}}）。\n\n登入即可檢視相簿：{{link}}\n\nSprout，家人專屬相簿",
  invited_subject: "{{inviter}} 邀請您加入 Sprout 上{{baby}}的相簿",
  invited_body: "您好：\n\n{{inviter}} 邀請您以{{relation}}（{{permission}}）身分加入 Sprout 上{{baby}}的家庭。\n\n請在手機 App 中使用此電子郵件（{{email}}）建立 Sprout 帳號，帳號建立後即可檢視相簿：{{link}}\n\nSprout，家人專屬相簿",
};
