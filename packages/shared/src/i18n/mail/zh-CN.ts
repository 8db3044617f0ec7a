import type { MailMessages } from './en.js';

export const zhCNMail: MailMessages = {
  invited_subject: "您受邀加入 Sprout 上的家庭相册",
  invited_body: "您好：\n\n{{inviter}} 邀请您以{{relation}}（{{permission}}）身份加入 Sprout 上{{baby}}的家庭。\n\n请打开下面的链接加入。您可以登录，也可以直接用这个邮箱地址（{{email}}）创建账号。链接 14 天内有效，只能使用一次：\n{{link}}\n\nSprout，家人专属相册",
};
