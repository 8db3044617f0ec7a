export { FirstBabyForm } from './FirstBabyForm';
export { useSignupOpen } from './useSignup';
