import type { MailMessages } from './en.js';

export const koMail: MailMessages = {
  invited_subject: "Sprout 가족 앨범에 초대되었습니다",
  invited_body: "안녕하세요.\n\n{{inviter}}님이 Sprout에서 회원님을 {{baby}}의 가족({{relation}}, {{permission}})으로 초대했습니다.\n\n아래 링크를 열어 참여하세요. 로그인하거나, 이 이메일 주소({{email}})로 바로 계정을 만들 수 있습니다. 링크는 14일 동안 한 번만 쓸 수 있습니다:\n{{link}}\n\nSprout, 가족만의 앨범",
};
