const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML (names are typed by people). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);
