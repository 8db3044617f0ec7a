import type { AccountMessages } from './en.js';

export const zhCNAccount: AccountMessages = {
  forget: {
    heading: "忘记密码了？",
    intro: "请输入账号的邮箱地址。我们会发送一个设置新密码的链接。",
    email: "邮箱",
    send: "发送链接",
    sent: "我们已向 {{email}} 发送链接。请在 1 小时内打开并设置新密码。",
    not_received: "没收到邮件？请查看垃圾邮件，或重新发送。",
    resend: "重新发送",
    resend_in: "{{seconds}} 秒后可重新发送",
    back: "返回登录",
  },
  set: {
    heading: "设置新密码",
    intro: "至少 8 个字符，包含字母和数字。所有已登录此账号的设备都将退出登录。",
    password: "新密码",
    confirm: "再次输入新密码",
    mismatch: "两次输入的密码不一致。",
    weak: "至少 8 个字符，包含字母和数字。",
    submit: "设置密码",
    done: "新密码已设置，请用它登录。",
    no_token: "此页面需从密码邮件中的链接打开。如有需要，请重新申请邮件。",
    ask_again: "重新申请链接",
  },
};
