/** `@storefront/mail/testing`: a real SMTP server for tests that deliver email. */
export { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-test-server.js';
