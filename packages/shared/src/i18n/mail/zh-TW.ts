import type { MailMessages } from './en.js';

export const zhTWMail: MailMessages = {
  invited_subject: '您受邀加入 Sprout 上的家庭相簿',
  invited_body:
    '您好：\n\n{{inviter}} 邀請您以{{relation}}（{{permission}}）身分加入 Sprout 上{{baby}}的家庭。\n\n請開啟下面的連結加入。您可以登入，也可以直接用這個電子郵件地址（{{email}}）建立帳號。連結 14 天內有效，只能使用一次：\n{{link}}\n\nSprout，家人專屬相簿',
  reset_subject: '設定 Sprout 新密碼',
  reset_body:
    '{{name}}，您好：\n\n有人（希望是您）申請為 Sprout 帳號 {{email}} 設定新密碼。\n\n請開啟以下連結設定新密碼。連結在 1 小時內有效，僅能使用一次：\n{{link}}\n\n如果不是您本人申請，請忽略此郵件，您的密碼不會改變。\n\nSprout，私密的家庭相簿',
  verify_subject: '確認您的 Sprout 電子郵件地址',
  verify_body:
    '{{name}}，您好：\n\n歡迎使用 Sprout。請開啟以下連結，確認 {{email}} 是您的電子郵件。連結在 7 天內有效，僅能使用一次：\n{{link}}\n\nSprout，私密的家庭相簿',
  email_change_subject: '確認您在 Sprout 的新電子郵件地址',
  email_change_body:
    '{{name}}，您好：\n\n您要求為 Sprout 帳號使用 {{email}}。請開啟以下連結確認。連結僅能使用一次，24 小時內有效：\n{{link}}\n\n確認之前，您的帳號仍使用原本的地址。如果不是您本人操作，請忽略此郵件。\n\nSprout，私密的家庭相簿',
  email_change_notice_subject: '您的 Sprout 電子郵件地址正在變更',
  email_change_notice_body:
    '{{name}}，您好：\n\n有人在登入您的 Sprout 帳號後，要求將電子郵件地址改為 {{email}}。只有開啟寄到該地址的連結後，變更才會生效。\n\n如果不是您本人操作，請立即變更密碼，這也會取消此次變更。\n\nSprout，私密的家庭相簿',
  digest_subject: '你在 Sprout 的家庭相簿有新內容',
  digest_heading: '{{baby}}的相簿有新內容',
  digest_hello: '{{name}}，你好：',
  digest_more_one: '還有 {{count}} 個',
  digest_more_other: '還有 {{count}} 個',
  digest_comments_heading: '你的貼文收到的留言',
  digest_comments_more_one: '還有 {{count}} 則留言',
  digest_comments_more_other: '還有 {{count}} 則留言',
  digest_on_this_day_one: '{{count}} 年前的今天',
  digest_on_this_day_other: '{{count}} 年前的今天',
  digest_open: '開啟相簿',
  digest_sign_in: '登入後才能開啟相簿。這封郵件只包含你有權查看的內容。',
  digest_why_every_upload: '每當家人在{{baby}}的相簿新增內容，你都會收到這封郵件。',
  digest_why_daily: '{{baby}}的相簿有新內容時，你會在當天早上收到這封郵件。',
  digest_why_weekly: '{{baby}}的相簿有新內容時，你每週會收到一次這封郵件。',
  digest_unsubscribe: '不再接收這類郵件',
  digest_settings: '可以在個人資料中選擇接收頻率',
  digest_footer: 'Sprout，私密的家庭相簿',
  feedback_reply_subject: 'Sprout 客服回覆了你的意見',
  feedback_reply_body:
    '{{name}}，你好：\n\n謝謝你的意見。你寫道：\n\n{{content}}\n\n我們的回覆：\n\n{{reply}}\n\n你也可以在 Sprout 的「意見回饋」頁面查看。\n\nSprout 客服',
  feedback_reply_no_name: '用戶',
  verify_problems_subject: 'Sprout：有已儲存的檔案遺失或被更動',
  verify_problems_body:
    '你好，\n\nSprout 每週檢查已儲存的檔案時發現了問題：遺失 {{missing}} 個，被更動 {{changed}} 個（共讀取 {{checked}} 個檔案）。\n\n遺失的檔案：\n{{missing_list}}\n\n被更動的檔案：\n{{changed_list}}\n\n請從最近的備份還原這些檔案（見 docs/OPERATIONS.md 的「Backups」），然後再執行一次 `npm run cli -- verify`。\n\nSprout',
};
