export { SetPasswordForm } from './SetPasswordForm';
export { newPasswordProblem } from './usePasswordSet';
