export { ForgetPasswordForm } from './ForgetPasswordForm';
export { SetPasswordForm } from './SetPasswordForm';
export { newPasswordProblem } from './usePasswordSet';
