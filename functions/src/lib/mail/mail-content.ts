/** One e-mail, always with both an HTML and a plain-text body. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Text placed into an HTML body: customer names, product titles and addresses are never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
