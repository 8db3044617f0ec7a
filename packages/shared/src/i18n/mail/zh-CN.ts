import type { MailMessages } from './en.js';

export const zhCNMail: MailMessages = {
  invited_subject: '您受邀加入 Sprout 上的家庭相册',
  invited_body:
    '您好：\n\n{{inviter}} 邀请您以{{relation}}（{{permission}}）身份加入 Sprout 上{{baby}}的家庭。\n\n请打开下面的链接加入。您可以登录，也可以直接用这个邮箱地址（{{email}}）创建账号。链接 14 天内有效，只能使用一次：\n{{link}}\n\nSprout，家人专属相册',
  reset_subject: '设置 Sprout 新密码',
  reset_body:
    '{{name}}，您好：\n\n有人（希望是您）申请为 Sprout 账号 {{email}} 设置新密码。\n\n请打开以下链接设置新密码。链接在 1 小时内有效，仅能使用一次：\n{{link}}\n\n如果不是您本人申请，请忽略此邮件，您的密码不会改变。\n\nSprout，私密的家庭相册',
  verify_subject: '确认您的 Sprout 邮箱地址',
  verify_body:
    '{{name}}，您好：\n\n欢迎使用 Sprout。请打开以下链接，确认 {{email}} 是您的邮箱。链接在 7 天内有效，仅能使用一次：\n{{link}}\n\nSprout，私密的家庭相册',
  email_change_subject: '确认您在 Sprout 的新邮箱地址',
  email_change_body:
    '{{name}}，您好：\n\n您请求为 Sprout 账号使用 {{email}}。请打开以下链接确认。链接仅可使用一次，24 小时内有效：\n{{link}}\n\n在确认之前，您的账号仍使用原来的地址。如果不是您本人操作，请忽略此邮件。\n\nSprout，私密的家庭相册',
  email_change_notice_subject: '您的 Sprout 邮箱地址正在更改',
  email_change_notice_body:
    '{{name}}，您好：\n\n有人在登录您的 Sprout 账号后，请求将邮箱地址改为 {{email}}。只有打开发送到该地址的链接后，更改才会生效。\n\n如果不是您本人操作，请立即修改密码，这也会取消此次更改。\n\nSprout，私密的家庭相册',
  digest_subject: '你在 Sprout 的家庭相册有新内容',
  digest_heading: '{{baby}}的相册有新内容',
  digest_hello: '{{name}}，你好：',
  digest_more_one: '还有 {{count}} 个',
  digest_more_other: '还有 {{count}} 个',
  digest_comments_heading: '你的动态收到的评论',
  digest_comments_more_one: '还有 {{count}} 条评论',
  digest_comments_more_other: '还有 {{count}} 条评论',
  digest_on_this_day_one: '{{count}} 年前的今天',
  digest_on_this_day_other: '{{count}} 年前的今天',
  digest_open: '打开相册',
  digest_sign_in: '登录后才能打开相册。这封邮件只包含你有权查看的内容。',
  digest_why_every_upload: '每当家人在{{baby}}的相册里添加内容，你都会收到这封邮件。',
  digest_why_daily: '{{baby}}的相册有新内容时，你会在当天早上收到这封邮件。',
  digest_why_weekly: '{{baby}}的相册有新内容时，你每周会收到一次这封邮件。',
  digest_unsubscribe: '不再接收这类邮件',
  digest_settings: '可以在个人资料里选择接收频率',
  digest_footer: 'Sprout，私密的家庭相册',
  feedback_reply_subject: 'Sprout 客服回复了你的反馈',
  feedback_reply_body:
    '{{name}}，你好：\n\n感谢你的反馈。你写道：\n\n{{content}}\n\n我们的回复：\n\n{{reply}}\n\n你也可以在 Sprout 的“意见反馈”页面查看。\n\nSprout 客服',
  feedback_reply_no_name: '用户',
  verify_problems_subject: 'Sprout：有已存储的文件丢失或被改动',
  verify_problems_body:
    '你好，\n\nSprout 每周检查已存储的文件时发现了问题：丢失 {{missing}} 个，被改动 {{changed}} 个（共读取 {{checked}} 个文件）。\n\n丢失的文件：\n{{missing_list}}\n\n被改动的文件：\n{{changed_list}}\n\n请从最近的备份中恢复这些文件（见 docs/OPERATIONS.md 的“Backups”），然后再运行一次 `npm run cli -- verify`。\n\nSprout',
};
