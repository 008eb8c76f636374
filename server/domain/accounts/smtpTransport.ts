import nodemailer from 'nodemailer';
import type { MailTransport } from './mailOutbox.ts';

/** SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) through nodemailer. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}
