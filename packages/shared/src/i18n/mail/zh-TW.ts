import type { MailMessages } from './en.js';

export const zhTWMail: MailMessages = {
  invited_subject: "您受邀加入 Sprout 上的家庭相簿",
  invited_body: "您好：\n\n{{inviter}} 邀請您以{{relation}}（{{permission}}）身分加入 Sprout 上{{baby}}的家庭。\n\n請開啟下面的連結加入。您可以登入，也可以直接用這個電子郵件地址（{{email}}）建立帳號。連結 14 天內有效，只能使用一次：\n{{link}}\n\nSprout，家人專屬相簿",
};
