/**
 * The account's e-mail as the phone shows it, so the viewer sees whose account pays without the page
 * giving a whole address to whoever holds the link: the first character and the domain
 * (`jane@example.com` → `j•••@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
