import type { VipMessages } from './en.js';

export const koVip: VipMessages = {
  full_title: '무료 저장 공간을 다 썼어요',
  full_body:
    '{{name}}의 무료 저장 공간을 다 사용했어요. 계속 업로드하려면 Sprout 앱에서 VIP로 업그레이드해 주세요. 이미 저장된 것은 안전하게 남아 있어요.',
  expired_title: 'VIP가 만료되었어요',
  expired_body:
    '{{name}}의 VIP가 만료되었고 무료 저장 공간을 다 사용했어요. 계속 업로드하려면 Sprout 앱에서 VIP를 갱신해 주세요. 이미 저장된 것은 안전하게 남아 있어요.',
  ok: '확인',
  notice_title: '무료 저장 공간 제공이 끝나요',
  notice_body:
    '무료 저장 공간은 {{date}}에 끝나요. 이미 저장된 것은 그대로 남고, 그 이후 무료 용량을 넘어 업로드하려면 Sprout 앱에서 VIP가 필요해요.',
  space_heading: '저장 공간',
  space_used: '{{limit}} 중 {{used}} 사용',
  space_used_unlimited: '{{used}} 사용',
  vip_until: 'VIP {{date}}까지',
  vip_ended: 'VIP {{date}}에 종료',
  menu: 'VIP 저장 공간',
  plans_title: 'VIP 저장 공간 요금제',
  plans_intro:
    'VIP가 되면 {{name}}의 저장 공간이 무제한이 돼요. VIP 하나로 최대 3명의 아이가 함께 쓸 수 있고, VIP가 끝나도 모든 것이 저장된 채로 남아요.',
  quarterly: '3개월: {{price}}',
  annual: '12개월: {{price}}',
  buy_in_app:
    'VIP 구매와 관리는 Sprout 앱에서 할 수 있어요. 타임라인에서 아이 프로필 사진을 누르고, 오른쪽 위 메뉴에서 VIP 저장 공간, 구독 관리를 선택하세요.',
  buy_in_app_mainland:
    '이 지역에서는 Sprout 앱의 멤버십 페이지에서 VIP를 구매해요. 앱을 열고 아이 프로필 사진을 누른 뒤, 오른쪽 위 메뉴에서 VIP 저장 공간을 선택하세요.',
  close: '닫기',
  manage: '구독 관리',
  upgrade: 'VIP로 업그레이드',
  renew: 'VIP 갱신',
  feedback: '의견 보내기',
  member_title: 'VIP 멤버십',
  member_body: '{{name}}의 공간은 {{date}}까지 VIP예요. 저장 공간은 무제한이고, 구독은 Sprout 앱에서 관리해요.',
  none_title: 'VIP 멤버십이 없어요',
  none_body:
    '{{name}}의 공간은 VIP 멤버가 아니어서 관리할 구독이 없어요. 지금은 무료 저장 공간을 쓰고 있고, VIP는 Sprout 앱에서 구매할 수 있어요.',
  lapsed_title: 'VIP 멤버십이 끝났어요',
  lapsed_body:
    '{{name}}의 VIP 멤버십은 {{date}}에 끝났어요. 이미 저장된 것은 안전하게 남아 있어요. 무료 저장 공간을 넘어 업로드하려면 Sprout 앱에서 VIP를 갱신해 주세요.',
  older_title: 'Sprout 앱에서 업그레이드해 주세요',
  older_body:
    '이 버전에서는 VIP를 구매할 수 없어요. 휴대폰의 Sprout 앱에 로그인한 뒤 {{name}}의 공간을 VIP로 업그레이드해 주세요.',
  share_heading: 'VIP 나눠 주기',
  share_intro:
    'VIP 하나는 최대 3명의 아이가 함께 쓸 수 있어요. {{name}}의 VIP를 관리하는 다른 아이에게 나눠 주고, 언제든 다시 가져올 수 있어요.',
  share_places: '{{places}}자리 중 {{used}}자리 사용 중',
  share_button: 'VIP 나눠 주기',
  share_button_label: '{{name}}에게 VIP 나눠 주기',
  take_back: '가져오기',
  take_back_label: '{{name}}에게서 VIP 가져오기',
  share_status_shared: '이 VIP를 함께 쓰는 중',
  share_status_free: '무료 저장 공간',
  share_none: '이 VIP를 나눠 줄 다른 아이가 없어요.',
  share_failed: '지금은 VIP를 나눠 주지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
};
