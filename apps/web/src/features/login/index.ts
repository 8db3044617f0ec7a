export { LoginForm } from './LoginForm';
export { QrSignIn, SocialSignIn } from './OtherSignIns';
export { afterSignIn } from './nextPath';
export { useArriveSignedIn } from './useSignIn';
