/**
 * The account emails in English, in i18next's format. Plain sentences only: the renderer escapes
 * what it puts in HTML and places the links itself, so no text here holds markup.
 */
export const en = {
  brand: "L'azurde",
  regions: { sa: 'Saudi Arabia', ae: 'United Arab Emirates', eg: 'Egypt' },
  common: {
    greeting: 'Hello {{firstName}},',
    signature: 'The {{brand}} team',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: 'This email was sent by {{brand}} {{region}} about your account. Replies to it are not read.',
  },
  'verify-email': {
    subject: 'Confirm your email address – {{brand}}',
    intro: 'Thank you for creating an account with {{brand}}. Confirm your email address to start shopping with it.',
    action: 'Confirm my email address',
    expiry_one: 'This link is valid for {{count}} hour.',
    expiry_other: 'This link is valid for {{count}} hours.',
    outro: 'If you did not create an account, you can ignore this email.',
  },
  'reset-password': {
    subject: 'Reset your password – {{brand}}',
    intro: 'We received a request to reset the password of your {{brand}} account. Choose a new password with the button below.',
    action: 'Choose a new password',
    expiry_one: 'This link is valid for {{count}} minute and works once.',
    expiry_other: 'This link is valid for {{count}} minutes and works once.',
    outro: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  'account-exists': {
    subject: 'You already have an account – {{brand}}',
    intro: 'Someone, perhaps you, tried to create a {{brand}} account with this email address. You already have an account with it.',
    action: 'Sign in',
    secondary: 'Forgot your password? Choose a new one here:',
    outro: 'If this was not you, you can ignore this email: nothing has changed in your account.',
  },
  'email-changed': {
    subject: 'Your email address was changed – {{brand}}',
    intro: 'The email address of your {{brand}} account was changed to {{newEmail, ltr}}. From now on we write to that address.',
    outro: 'If you did not make this change, contact our customer service at once.',
  },
  'password-changed': {
    subject: 'Your password was changed – {{brand}}',
    intro: 'The password of your {{brand}} account has just been changed.',
    outro: 'If you did not make this change, reset your password at once and contact our customer service.',
  },
};

/** The shape every language's texts have. */
export type MailTexts = typeof en;
