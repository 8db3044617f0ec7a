export { FirstBabyForm } from './FirstBabyForm';
export { SignUpForm } from './SignUpForm';
export { useSignupOpen } from './useSignup';
