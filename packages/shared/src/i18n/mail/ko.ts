import type { MailMessages } from './en.js';

export const koMail: MailMessages = {
  invited_subject: 'Sprout 가족 앨범에 초대되었습니다',
  invited_body:
    '안녕하세요.\n\n{{inviter}}님이 Sprout에서 회원님을 {{baby}}의 가족({{relation}}, {{permission}})으로 초대했습니다.\n\n아래 링크를 열어 참여하세요. 로그인하거나, 이 이메일 주소({{email}})로 바로 계정을 만들 수 있습니다. 링크는 14일 동안 한 번만 쓸 수 있습니다:\n{{link}}\n\nSprout, 가족만의 앨범',
  reset_subject: 'Sprout 새 비밀번호 설정',
  reset_body:
    '{{name}}님, 안녕하세요.\n\nSprout 계정 {{email}}의 새 비밀번호 설정이 요청되었습니다.\n\n아래 링크를 열어 새 비밀번호를 정하세요. 링크는 1시간 동안 한 번만 쓸 수 있습니다:\n{{link}}\n\n요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.\n\nSprout, 가족만의 앨범',
  verify_subject: 'Sprout 이메일 주소 확인',
  verify_body:
    '{{name}}님, 안녕하세요.\n\nSprout에 오신 것을 환영합니다. 아래 링크를 열어 {{email}}이(가) 회원님의 주소임을 확인해 주세요. 링크는 7일 동안 한 번만 쓸 수 있습니다:\n{{link}}\n\nSprout, 가족만의 앨범',
  email_change_subject: 'Sprout 새 이메일 주소 확인',
  email_change_body:
    '{{name}}님, 안녕하세요.\n\nSprout 계정에 {{email}} 주소를 사용하도록 요청하셨습니다. 아래 링크를 열어 확인해 주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다:\n{{link}}\n\n확인 전까지 계정은 기존 주소를 유지합니다. 요청하지 않으셨다면 이 메일을 무시하세요.\n\nSprout, 가족만의 앨범',
  email_change_notice_subject: 'Sprout 이메일 주소 변경 요청',
  email_change_notice_body:
    '{{name}}님, 안녕하세요.\n\nSprout 계정에 로그인한 누군가가 이메일 주소를 {{email}}(으)로 변경하도록 요청했습니다. 변경은 그 주소로 보낸 링크를 열 때에만 이루어집니다.\n\n본인이 아니라면 지금 비밀번호를 변경하세요. 그러면 변경 요청도 취소됩니다.\n\nSprout, 가족만의 앨범',
  digest_subject: 'Sprout 가족 앨범에 새 소식이 있어요',
  digest_heading: '{{baby}}의 앨범 새 소식',
  digest_hello: '{{name}} 님, 안녕하세요.',
  digest_more_one: '외 {{count}}개',
  digest_more_other: '외 {{count}}개',
  digest_comments_heading: '내 게시물에 달린 댓글',
  digest_comments_more_one: '댓글 {{count}}개 더',
  digest_comments_more_other: '댓글 {{count}}개 더',
  digest_on_this_day_one: '{{count}}년 전 오늘',
  digest_on_this_day_other: '{{count}}년 전 오늘',
  digest_open: '앨범 열기',
  digest_sign_in: '앨범은 로그인한 뒤에 열립니다. 이 메일에는 내가 볼 수 있는 것만 담겨 있어요.',
  digest_why_every_upload: '가족이 {{baby}}의 앨범에 무언가를 올릴 때마다 이 메일을 받습니다.',
  digest_why_daily: '{{baby}}의 앨범에 새 소식이 있는 날 아침에 이 메일을 받습니다.',
  digest_why_weekly: '{{baby}}의 앨범에 새 소식이 있으면 일주일에 한 번 이 메일을 받습니다.',
  digest_unsubscribe: '이 메일 그만 받기',
  digest_settings: '받는 빈도는 프로필에서 정할 수 있어요',
  digest_footer: 'Sprout, 우리 가족만의 앨범',
  feedback_reply_subject: 'Sprout 고객지원팀이 의견에 답변했어요',
  feedback_reply_body:
    '{{name}}님, 안녕하세요.\n\n의견을 보내 주셔서 감사합니다. 보내 주신 내용:\n\n{{content}}\n\n답변:\n\n{{reply}}\n\nSprout의 의견 보내기 페이지에서도 볼 수 있어요.\n\nSprout 고객지원팀',
  feedback_reply_no_name: '고객',
  verify_problems_subject: 'Sprout: 저장된 파일이 없어졌거나 바뀌었어요',
  verify_problems_body:
    '안녕하세요,\n\nSprout에 저장된 파일을 매주 확인하다가 문제를 찾았어요. 없어진 파일 {{missing}}개, 바뀐 파일 {{changed}}개예요 (읽은 파일 {{checked}}개).\n\n없어진 파일:\n{{missing_list}}\n\n바뀐 파일:\n{{changed_list}}\n\n가장 최근 백업에서 이 파일들을 복원한 뒤(docs/OPERATIONS.md의 "Backups") `npm run cli -- verify`를 다시 실행해 주세요.\n\nSprout',
};
