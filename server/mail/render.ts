import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';

/** A label and its value; a value may hold line breaks (an amount, then what it is made of). */
export type MailDetail = [label: string, value: string];

export interface MailSection {
  title: string;
  details: MailDetail[];
}

export interface MailContent {
  title: string;
  /** e.g. "Hola, Juana:"; left out when the message goes to a department. */
  greeting?: string;
  paragraphs: string[];
  /** Label and value pairs shown as a table (a lead's name, the unit, the branch…). */
  details?: MailDetail[];
  /** Further tables under a heading of their own each (a receipt's price, payment and delivery). */
  sections?: MailSection[];
  /** One button; the URL must be absolute http(s), since a mail client has no base to resolve it against. */
  action?: { label: string; url: string };
  /** Further links under the button, as plain links (absolute http(s) URLs too). */
  links?: { label: string; url: string }[];
}

// The site's frame colours (app/styles/global.css), inlined because mail clients drop <style> and CSS variables.
const COLORS = {
  ink: '#111418',
  inkMuted: '#4b5563',
  surface: '#ffffff',
  canvas: '#f4f6f9',
  line: '#e3e7ed',
  frame: '#111418',
  frameInk: '#ffffff',
  accent: '#ffc72c',
} as const;

const FONT = 'Arial, Helvetica, sans-serif';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escaped, with the line breaks a person typed (a contact message, say) kept. */
function escapeMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n')).replaceAll('\n', '<br>');
}

/** "0261 413-5000" → "+542614135000": a local Argentine number without its trunk 0, with the country code. */
function telephoneUri(phone: string): string {
  return `tel:+54${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

function checkActionUrl(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url))
    throw new Error('renderMail: action.url must be an absolute http(s) URL');
  return url;
}

/**
 * A Spanish e-mail in the dealership's look: title, greeting, paragraphs, an optional table of details and button,
 * and a footer with the dealership's name, phone and address. Everything given is text and is escaped in the HTML.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const actionUrl = content.action ? checkActionUrl(content.action.url) : undefined;
  for (const link of content.links ?? []) checkActionUrl(link.url);
  return { text: renderText(content, actionUrl), html: renderHtml(content, actionUrl) };
}

function renderText(content: MailContent, actionUrl: string | undefined): string {
  const blocks: string[] = [content.title];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  const table = (details: MailDetail[]) => details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if (content.details && content.details.length > 0) blocks.push(table(content.details));
  for (const section of content.sections ?? []) {
    if (section.details.length > 0) blocks.push(`${section.title.toUpperCase()}\n${table(section.details)}`);
  }
  if (content.action && actionUrl) blocks.push(`${content.action.label}: ${actionUrl}`);
  for (const link of content.links ?? []) blocks.push(`${link.label}: ${link.url}`);
  // "-- " on a line of its own is the signature separator mail clients recognise.
  blocks.push(
    `-- \n${DEALERSHIP.name}\nTel. ${DEALERSHIP.phone}\n${dealershipAddressLine()}\n${DEALERSHIP.legalName} · CUIT ${DEALERSHIP.cuit}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(content: MailContent, actionUrl: string | undefined): string {
  const paragraph = (html: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.ink};">${html}</p>`;
  const parts: string[] = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.ink};">${escapeHtml(content.title)}</h1>`,
  ];
  if (content.greeting) parts.push(paragraph(escapeHtml(content.greeting)));
  for (const text of content.paragraphs) parts.push(paragraph(escapeMultiline(text)));
  const table = (details: MailDetail[]) => {
    const rows = details
      .map(
        ([label, value]) =>
          `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid ${COLORS.line};font-size:14px;font-weight:bold;color:${COLORS.inkMuted};">${escapeHtml(label)}</th>` +
          `<td valign="top" style="padding:8px 0;border-top:1px solid ${COLORS.line};font-size:15px;color:${COLORS.ink};">${escapeMultiline(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:4px 0 20px;border-collapse:collapse;border-bottom:1px solid ${COLORS.line};">${rows}</table>`;
  };
  if (content.details && content.details.length > 0) parts.push(table(content.details));
  for (const section of content.sections ?? []) {
    if (section.details.length === 0) continue;
    parts.push(
      `<h2 style="margin:8px 0 4px;font-size:17px;line-height:1.3;color:${COLORS.ink};">${escapeHtml(section.title)}</h2>`,
      table(section.details),
    );
  }
  if (content.action && actionUrl) {
    parts.push(
      `<p style="margin:8px 0 8px;"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 22px;background:${COLORS.accent};color:${COLORS.ink};font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(content.action.label)}</a></p>`,
    );
  }
  for (const link of content.links ?? []) {
    parts.push(
      `<p style="margin:8px 0 8px;font-size:15px;"><a href="${escapeHtml(link.url)}" style="color:${COLORS.ink};">${escapeHtml(link.label)}</a></p>`,
    );
  }

  const footer =
    `<strong style="color:${COLORS.ink};">${escapeHtml(DEALERSHIP.name)}</strong><br>` +
    `Tel. <a href="${telephoneUri(DEALERSHIP.phone)}" style="color:${COLORS.inkMuted};">${escapeHtml(DEALERSHIP.phone)}</a><br>` +
    `${escapeHtml(dealershipAddressLine())}<br>` +
    escapeHtml(`${DEALERSHIP.legalName} · CUIT ${DEALERSHIP.cuit}`);

  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.canvas};font-family:${FONT};color:${COLORS.ink};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.canvas};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.surface};border:1px solid ${COLORS.line};">
<tr><td style="padding:18px 28px;background:${COLORS.frame};color:${COLORS.frameInk};font-family:${FONT};font-size:20px;font-weight:bold;letter-spacing:0.5px;">${escapeHtml(DEALERSHIP.name)}</td></tr>
<tr><td style="padding:28px;font-family:${FONT};">
${parts.join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid ${COLORS.line};font-family:${FONT};font-size:13px;line-height:1.6;color:${COLORS.inkMuted};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
