import type { MailMessages } from './en.js';

export const zhCNMail: MailMessages = {
  added_subject: "现在您可以在 Sprout 查看{{baby}}的相册了",
  added_body: "{{name}}，您好：\n\n{{inviter}} 已在 Sprout 将您加入{{baby}}的家庭（{{relation}}，{{permission}}）。\n\n登录即可查看相册：{{link}}\n\nSprout，家人专属相册",
  invited_subject: "{{inviter}} 邀请您加入 Sprout 上{{baby}}的相册",
  invited_body: "您好：\n\n{{inviter}} 邀请您以{{relation}}（{{permission}}）身份加入 Sprout 上{{baby}}的家庭。\n\n请在手机 App 中使用此邮箱（{{email}}）创建 Sprout 账号，账号创建后即可查看相册：{{link}}\n\nSprout，家人专属相册",
};
