import type { AccountMessages } from './en.js';

export const koAccount: AccountMessages = {
  forget: {
    heading: "비밀번호를 잊으셨나요?",
    intro: "계정의 이메일 주소를 입력하세요. 새 비밀번호를 정할 수 있는 링크를 메일로 보내 드립니다.",
    email: "이메일",
    send: "링크 보내기",
    sent: "{{email}}(으)로 링크를 보냈습니다. 1시간 안에 열어 새 비밀번호를 정하세요.",
    not_received: "메일이 오지 않았나요? 스팸함을 확인하거나 다시 보내 주세요.",
    resend: "다시 보내기",
    resend_in: "{{seconds}}초 후 다시 보내기",
    back: "로그인으로 돌아가기",
  },
  set: {
    heading: "새 비밀번호 정하기",
    intro: "8자 이상, 문자와 숫자를 함께 쓰세요. 계정에 로그인된 모든 기기에서 로그아웃됩니다.",
    password: "새 비밀번호",
    confirm: "새 비밀번호 확인",
    mismatch: "두 비밀번호가 같지 않습니다.",
    weak: "8자 이상, 문자와 숫자를 함께 쓰세요.",
    submit: "비밀번호 설정",
    done: "새 비밀번호가 설정되었습니다. 새 비밀번호로 로그인하세요.",
    no_token: "이 페이지는 비밀번호 메일의 링크로 열립니다. 필요하면 새 메일을 요청하세요.",
    ask_again: "새 링크 요청",
  },
};
