/**
 * The account and order emails in English, in i18next's format. Plain sentences only: the renderer escapes
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
  order: {
    footer: 'This email was sent by {{brand}} {{region}} about your order {{orderNumber}}. Replies to it are not read.',
    greetingNoName: 'Hello,',
    viewOrder: 'View my order',
    orderNumber: 'Order number: {{orderNumber}}',
  },
  'order-confirmation': {
    subject: 'Your order {{orderNumber}} is confirmed – {{brand}}',
    intro: 'Thank you for your order. We have received it and will write again when it is on its way.',
    lines: 'Your order',
    quantity: 'Quantity: {{quantity}}',
    line: '{{name}}, {{quantityText}}: {{total}}',
    lineWithOptions: '{{name}} ({{options}}), {{quantityText}}: {{total}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Delivery',
    shippingFree: 'Free',
    cashOnDeliveryFee: 'Cash on delivery fee',
    total: 'Total, VAT included',
    vat: 'Of which VAT',
    deliveryHeading: 'Delivery',
    home: 'To {{deliveryName}}, {{deliveryAddress}}',
    pickup: 'Collect it from our {{deliveryAddress}} boutique. We will tell you when it is ready.',
    paymentHeading: 'Payment',
    methods: {
      card: 'Card',
      cardEnding: 'Card ending in {{cardLast4}}',
      'apple-pay': 'Apple Pay',
      tabby: 'tabby, in 4 payments',
      tamara: 'Tamara, in instalments',
      'cash-on-delivery': 'Cash on delivery: pay when your order arrives',
    },
    invoice: 'Your tax invoice:',
    outro: 'If something is not right, reply through our customer service with your order number.',
  },
  'order-shipped': {
    subject: 'Your order {{orderNumber}} is on its way – {{brand}}',
    intro: 'Good news: your order {{orderNumber}} has left us with {{carrier}}.',
    tracking: 'Tracking number: {{trackingNumber, ltr}}',
    action: 'Track my parcel',
    outro: 'The carrier will contact you before delivery.',
  },
  'order-cancelled': {
    subject: 'Your order {{orderNumber}} was cancelled – {{brand}}',
    intro: 'Your order {{orderNumber}} has been cancelled.',
    refund_refunded: 'We have refunded {{total}} to the way you paid. It can take a few working days to show.',
    refund_released: 'The {{total}} held for this order has been released; you were not charged.',
    refund_none: 'You have not been charged for this order.',
    outro: 'If you did not expect this, contact our customer service with your order number.',
  },
  'order-lookup-code': {
    subject: 'Your code to view order {{orderNumber}} – {{brand}}',
    intro: 'Here is your code to view order {{orderNumber}}:',
    expiry_one: 'This code is valid for {{count}} minute and works once.',
    expiry_other: 'This code is valid for {{count}} minutes and works once.',
    outro: 'If you did not ask for it, ignore this email: nobody can see your order without the code.',
  },
};

/** The shape every language's texts have. */
export type MailTexts = typeof en;
