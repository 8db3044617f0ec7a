import type { AccountMessages } from './en.js';

export const zhTWAccount: AccountMessages = {
  forget: {
    heading: "忘記密碼了？",
    intro: "請輸入帳號的電子郵件地址。我們會寄送一個設定新密碼的連結。",
    email: "電子郵件",
    send: "寄送連結",
    sent: "我們已向 {{email}} 寄送連結。請在 1 小時內開啟並設定新密碼。",
    not_received: "沒收到郵件？請查看垃圾郵件，或重新寄送。",
    resend: "重新寄送",
    resend_in: "{{seconds}} 秒後可重新寄送",
    back: "返回登入",
  },
  set: {
    heading: "設定新密碼",
    intro: "至少 8 個字元，包含字母和數字。所有已登入此帳號的裝置都將登出。",
    password: "新密碼",
    confirm: "再次輸入新密碼",
    mismatch: "兩次輸入的密碼不一致。",
    weak: "至少 8 個字元，包含字母和數字。",
    submit: "設定密碼",
    done: "新密碼已設定，請用它登入。",
    no_token: "此頁面需從密碼郵件中的連結開啟。如有需要，請重新申請郵件。",
    ask_again: "重新申請連結",
  },
};
