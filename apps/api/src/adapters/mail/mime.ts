import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './mail-adapter';

/** The sender name of mail that names no club (never expected of club mail). */
export const DEFAULT_FROM_NAME = 'Crewcall';

/** A header value on one line: a club name or subject with a line break cannot add headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * An iCalendar part needs its METHOD in the Content-Type (REQUEST, CANCEL) for mail
 * programs to offer it as an invitation; when the stored content type lacks it, it is read
 * from the file itself.
 */
function attachmentContentType(contentType: string, content: Buffer) {
  if (!/^text\/calendar\b/i.test(contentType) || /;\s*method=/i.test(contentType)) {
    return contentType;
  }
  const method = content.toString('utf8').match(/^METHOD:([A-Z-]+)\r?$/m)?.[1];
  return method ? `${contentType}; method=${method}` : contentType;
}

/**
 * `message` as one raw MIME message (RFC 5322), From `"<fromName>" <fromAddress>`: text and
 * html as alternatives, attachments as they are stored, extra headers (List-Unsubscribe)
 * kept. nodemailer's MailComposer encodes names, subjects and bodies (RFC 2047, quoted-
 * printable, base64) as mail programs expect, which is easy to get subtly wrong by hand.
 */
export async function composeMime(message: MailMessage, fromAddress: string): Promise<Buffer> {
  const composer = new MailComposer({
    from: { name: oneLine(message.fromName || DEFAULT_FROM_NAME), address: fromAddress },
    to: message.to,
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [name, oneLine(value)]),
    ),
    attachments: (message.attachments ?? []).map((file) => {
      const content = Buffer.from(file.content, 'utf8');
      return {
        filename: file.filename,
        content,
        contentType: attachmentContentType(file.contentType, content),
      };
    }),
  });
  return composer.compile().build();
}
