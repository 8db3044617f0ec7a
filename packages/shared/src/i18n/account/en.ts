/** The account screens: password reset, the profile page, sign-in checks and QR sign-in. */
export const enAccount = {
  forget: {
    heading: "Forgot your password?",
    intro: "Enter the email address of your account. We will mail you a link to choose a new password.",
    email: "Email",
    send: "Send the link",
    sent: "We sent a link to {{email}}. Open it within 1 hour to choose a new password.",
    not_received: "No mail? Look in your spam folder, or send it again.",
    resend: "Send again",
    resend_in: "Send again in {{seconds}} s",
    back: "Back to sign in",
  },
  set: {
    heading: "Choose a new password",
    intro: "At least 8 characters, with letters and numbers. Every device signed in to your account will be signed out.",
    password: "New password",
    confirm: "New password again",
    mismatch: "The two passwords are not the same.",
    weak: "At least 8 characters, with letters and numbers.",
    submit: "Set the password",
    done: "Your new password is set. Sign in with it.",
    no_token: "This page opens from the link in a password mail. Ask for a new mail if you need one.",
    ask_again: "Ask for a new link",
  },
};
export type AccountMessages = typeof enAccount;
