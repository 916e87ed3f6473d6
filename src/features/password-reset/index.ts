// Public surface of the password reset (docs/behaviour.md §4.8): the login dialog's 忘记密码 asks for
// the mail; the /resetPassword page sets the new password. A feature of its own, used by accounts and
// by the page, so the accounts feature's index reaches no form that reaches the store.
export { ResetPasswordForm } from './ResetPasswordForm';
export { useForgotPasswordMutation } from './passwordResetApi';
