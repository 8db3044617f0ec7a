import type { VipMessages } from './en.js';

export const jaVip: VipMessages = {
  full_title: '無料ストレージを使い切りました',
  full_body:
    '{{name}}の無料ストレージを使い切りました。アップロードを続けるには Sprout アプリで VIP にアップグレードしてください。保存済みのものはそのまま残ります。',
  expired_title: 'VIP の期限が切れました',
  expired_body:
    '{{name}}の VIP の期限が切れ、無料ストレージも使い切りました。アップロードを続けるには Sprout アプリで VIP を更新してください。保存済みのものはそのまま残ります。',
  ok: 'OK',
  notice_title: '無料ストレージの提供が終わります',
  notice_body:
    '無料ストレージは {{date}} に終了します。保存済みのものはそのまま残ります。それ以降、無料の容量を超えてアップロードするには Sprout アプリの VIP が必要です。',
  space_heading: 'ストレージ',
  space_used: '{{limit}} 中 {{used}} 使用',
  space_used_unlimited: '{{used}} 使用',
  vip_until: 'VIP {{date}} まで',
  vip_ended: 'VIP は {{date}} に終了',
  menu: 'VIP ストレージ',
  plans_title: 'VIP ストレージのプラン',
  plans_intro:
    'VIP で{{name}}のストレージが無制限になります。1 つの VIP は最大 3 人の子どもで共有でき、終了後もすべて保存されたままです。',
  quarterly: '3 か月プラン：{{price}}',
  annual: '12 か月プラン：{{price}}',
  buy_in_app:
    'VIP の購入と管理は Sprout アプリで行います。タイムラインで子どものプロフィール写真をタップし、右上のメニューから VIP ストレージ、サブスクリプションの管理へ進んでください。',
  buy_in_app_mainland:
    'お住まいの地域では、VIP は Sprout アプリのメンバーシップページで購入します。アプリを開き、子どものプロフィール写真をタップして、右上のメニューから VIP ストレージへ進んでください。',
  close: '閉じる',
  manage: 'サブスクリプションの管理',
  upgrade: 'VIP にアップグレード',
  renew: 'VIP を更新',
  feedback: 'ご意見を送る',
  member_title: 'VIP メンバーシップ',
  member_body:
    '{{name}}のスペースは {{date}} まで VIP で、ストレージは無制限です。サブスクリプションは Sprout アプリで管理します。',
  none_title: 'VIP メンバーシップがありません',
  none_body:
    '{{name}}のスペースは VIP メンバーではないため、管理するサブスクリプションはありません。いまは無料ストレージを使っています。VIP は Sprout アプリで購入できます。',
  lapsed_title: 'VIP メンバーシップが終了しました',
  lapsed_body:
    '{{name}}の VIP メンバーシップは {{date}} に終了しました。保存済みのものはそのまま残ります。無料ストレージを超えてアップロードするには、Sprout アプリで VIP を更新してください。',
  older_title: 'Sprout アプリでアップグレードしてください',
  older_body:
    'このバージョンでは VIP を購入できません。スマートフォンの Sprout アプリにログインして、{{name}}のスペースを VIP にアップグレードしてください。',
  share_heading: 'VIP を共有',
  share_intro:
    '1 つの VIP は最大 3 人の子どもで共有できます。{{name}}の VIP を管理しているほかの子と共有し、いつでも取り消せます。',
  share_places: '{{places}} 枠中 {{used}} 枠を使用中',
  share_button: 'VIP を共有',
  share_button_label: '{{name}}と VIP を共有',
  take_back: '取り消す',
  take_back_label: '{{name}}の VIP 共有を取り消す',
  share_status_shared: 'この VIP を共有中',
  share_status_free: '無料ストレージ',
  share_none: 'この VIP を共有できるほかの子がいません。',
  share_failed: 'VIP を共有できませんでした。接続を確認して、もう一度お試しください。',
};
