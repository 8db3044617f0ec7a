import type { MailMessages } from './en.js';

export const koMail: MailMessages = {
  added_subject: "이제 Sprout에서 {{baby}}의 앨범을 볼 수 있어요",
  added_body: "{{name}}님, 안녕하세요.\n\n{{inviter}}님이 Sprout에서 회원님을 {{baby}}의 가족({{relation}}, {{permission}})으로 추가했습니다.\n\n로그인해서 앨범을 확인하세요: {{link}}\n\nSprout, 우리 가족만의 앨범",
  invited_subject: "{{inviter}}님이 Sprout의 {{baby}} 앨범에 초대했습니다",
  invited_body: "안녕하세요.\n\n{{inviter}}님이 Sprout에서 회원님을 {{baby}}의 가족({{relation}}, {{permission}})으로 초대했습니다.\n\n모바일 앱에서 이 이메일 주소({{email}})로 Sprout 계정을 만들어 주세요. 계정이 만들어지면 바로 앨범이 열립니다: {{link}}\n\nSprout, 우리 가족만의 앨범",
};
